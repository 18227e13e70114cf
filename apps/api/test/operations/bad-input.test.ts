import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createSignedInParent, createTestApp, type TestApp } from '../helper';

/* Issue 15: input the database cannot take gets a clear, translated 400 and changes nothing — never a 500. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('bad input', () => {
  it('refuses a NUL character in any text field, body or query, with a translated 400', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Leo' });
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.id}`,
      headers: { ...parent.auth, 'accept-language': 'en' },
      payload: { name: 'Le\u0000o', parental_controls: { blocked_topics: ['ok'] } },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ code: 'validation_error', fields: { name: 'Valor inválido.' } });
    const nested = await t.app.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.id}`,
      headers: parent.auth,
      payload: { parental_controls: { blocked_topics: ['ok', 'x\u0000'] } },
    });
    expect(nested.json()).toMatchObject({
      code: 'validation_error',
      fields: { 'parental_controls.blocked_topics.1': 'Valor inválido.' },
    });
    const searched = await t.app.inject({
      method: 'GET',
      url: `/api/parent/topic-expansion?topic=${encodeURIComponent('a\u0000b')}`,
      headers: parent.auth,
    });
    expect(searched.statusCode).toBe(400);
    const reread = await t.app.inject({ method: 'GET', url: `/api/parent/children/${child.id}`, headers: parent.auth });
    expect(reread.json().child.name).toBe('Leo');
  });

  it('refuses other control characters and half an emoji (a lone surrogate), naming the field; tabs and line breaks pass', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Rui' });
    const rename = (name: string) =>
      t.app.inject({ method: 'PUT', url: `/api/parent/children/${child.id}`, headers: parent.auth, payload: { name } });
    for (const name of ['Ru\u0007i', 'Rui\u001b[31m', 'Rui\u007f']) {
      const response = await rename(name);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error', fields: { name: 'Valor inválido.' } });
    }
    const halfEmoji = await t.app.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.id}`,
      headers: { ...parent.auth, 'content-type': 'application/json' },
      payload: '{"name": "Rui \\ud83d"}',
    });
    expect(halfEmoji.statusCode).toBe(400);
    expect(halfEmoji.json()).toMatchObject({ code: 'validation_error', fields: { name: 'Valor inválido.' } });
    const wholeEmoji = await t.app.inject({
      method: 'PUT',
      url: `/api/parent/children/${child.id}`,
      headers: { ...parent.auth, 'content-type': 'application/json' },
      payload: '{"name": "Rui \\ud83d\\ude00"}',
    });
    expect(wholeEmoji.statusCode).toBe(200);
    const reread = await t.app.inject({ method: 'GET', url: `/api/parent/children/${child.id}`, headers: parent.auth });
    expect(reread.json().child.name).toBe('Rui 😀');
  });

  it('refuses impossible calendar days in the history filters with a translated 400', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { name: 'Ana' });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/parent/children/${child.id}/chat-history?from=2024-02-30`,
      headers: { ...parent.auth, 'accept-language': 'es' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_error');
  });

  it('answers API reads that carry personal data with Cache-Control: no-store', async () => {
    const parent = await createSignedInParent(t);
    await createChild(t, parent, { name: 'Bia' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/parent/children', headers: parent.auth });
    expect(listed.headers['cache-control']).toBe('no-store');
  });
});
