import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import {
  createChild,
  createChildSession,
  createSignedInParent,
  createTestApp,
  multipartFile,
  openChat,
  PASSWORD,
  type TestApp,
} from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A family with everything the service can hold about it: child, photo, chats, purchases, notes. */
let familySeq = 0;
async function fullFamily() {
  familySeq += 1;
  const parentName = `Renata Lima ${familySeq}${Date.now()}`;
  const childName = `Caio ${familySeq}${Date.now()}`;
  const parent = await createSignedInParent(t, { tokens: 100, name: parentName });
  const child = await createChild(t, parent, { name: childName, blocked_topics: ['futebol'] });
  const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#123456' } })
    .png()
    .toBuffer();
  const photo = multipartFile('avatar', 'caio.png', 'image/png', png);
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/parent/children/${child.id}/avatar`,
    headers: { ...parent.auth, ...photo.headers },
    payload: photo.payload,
  });
  const session = await createChildSession(t, child);
  const { chat, send } = await openChat(t, session);
  await send('Me conta sobre dinossauros?');
  await send('E o jogo de futebol?');
  const checkout = await t.app.inject({
    method: 'POST',
    url: '/api/subscription/add-tokens',
    headers: parent.auth,
    payload: { package_id: 'faisca' },
  });
  await t.app.inject({ method: 'POST', url: `${new URL(checkout.json().url).pathname}/pay` });
  await t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { name: parentName, email: parent.email, message: 'Dúvida' },
    remoteAddress: '10.30.0.1',
  });
  return { parent, child, session, chat, parentName, childName, avatarUrl: uploaded.json().avatar_url as string };
}

describe('GET /api/auth/parent/export', () => {
  it('downloads everything held about the account and its children as JSON', async () => {
    const { parent, child, parentName, childName } = await fullFamily();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/parent/export', headers: parent.auth });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kiddo-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json();
    expect(data.account).toMatchObject({ email: parent.email, name: parentName, tokens: 599 });
    expect(JSON.stringify(data)).not.toMatch(/argon2|password_hash|token_hash/);
    expect(data.children).toHaveLength(1);
    expect(data.children[0]).toMatchObject({
      id: child.id,
      name: childName,
      has_uploaded_avatar: true,
      parental_controls: { blocked_topics: ['futebol'] },
    });
    const messages = data.children[0].conversations[0].messages;
    expect(messages.map((m: { sender: string }) => m.sender)).toEqual(['kid', 'ai', 'kid', 'ai']);
    expect(messages[2]).toMatchObject({ content: 'E o jogo de futebol?', safety_category: 'blocked_topic' });
    expect(data.token_ledger.map((row: { reason: string }) => row.reason)).toEqual(['chat_reply', 'package:faisca']);
    expect(data.purchases).toEqual([
      expect.objectContaining({ kind: 'package', package_id: 'faisca', status: 'paid' }),
    ]);
    expect(data.notifications.map((n: { kind: string }) => n.kind)).toContain('safety');
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/parent/export' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/auth/parent/account', () => {
  it('refuses a wrong or missing password and erases nothing', async () => {
    const { parent } = await createFamilyLite();
    const wrong = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/parent/account',
      headers: parent.auth,
      payload: { password: 'Errada123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_current_password',
      fields: { password: 'A senha atual está incorreta.' },
    });
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/auth/parent/account', headers: parent.auth, payload: {} }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/parent/validate', headers: parent.auth })).statusCode,
    ).toBe(200);
  });

  it('erases the account, leaving no personal row behind in any table, and ends every session', async () => {
    const family = await fullFamily();
    const { parent, child, session, avatarUrl, parentName, childName } = family;
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/parent/account',
      headers: parent.auth,
      payload: { password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('excluídos');

    // Table by table: no row may still name the parent, the child, or their e-mail, name or username.
    const personal = [parent.id, child.id, parent.email, parentName, child.username, childName];
    const tables = (Object.values(schema) as unknown[]).filter(
      (value): value is PgTable => typeof value === 'object' && value !== null && 'getSQL' in value,
    );
    expect(tables.length).toBeGreaterThanOrEqual(15);
    for (const table of tables) {
      const rows = await t.db.select().from(table);
      const columns = Object.keys(getTableColumns(table));
      for (const row of rows as Array<Record<string, unknown>>) {
        const text = JSON.stringify(columns.map((column) => row[column]));
        for (const value of personal)
          expect(text.includes(value), `${getTableName(table)} still holds ${value}`).toBe(false);
      }
    }
    // Accounting stays, without the person
    const ledger = await t.db.select().from(schema.tokenLedger);
    expect(ledger.some((row) => row.reason === 'package:faisca' && row.parentId === null)).toBe(true);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/parent/validate', headers: parent.auth })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/child/validate', headers: session.auth })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
    const mails = await t.mailsTo(parent.email);
    expect(mails.at(-1)?.subject).toBe('Sua conta do Kiddo foi excluída');
  });

  it('asks an account without a password (Google) to type its e-mail', async () => {
    const { createParent } = await import('../helper');
    const { createSession } = await import('../../src/core/sessions');
    const parent = await createParent(t, { password: null });
    const token = await createSession(t.db, { kind: 'parent', parentId: parent.id, now: t.clock.now() });
    const auth = { authorization: `Bearer ${token}` };
    const mismatch = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/parent/account',
      headers: auth,
      payload: { confirm_email: 'other@example.com' },
    });
    expect(mismatch.json().code).toBe('confirmation_mismatch');
    const done = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/parent/account',
      headers: auth,
      payload: { confirm_email: parent.email.toUpperCase() },
    });
    expect(done.statusCode).toBe(200);
  });
});

async function createFamilyLite() {
  const parent = await createSignedInParent(t);
  return { parent };
}
