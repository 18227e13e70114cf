import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPglite, databaseFromPglite } from '../../src/db/database';
import { birthDateForAge, PASSWORD } from '../helper';
import { call, insertVerifiedParent, startApiProcess } from './processes';

/*
 * Issue 8: on SIGTERM the process stops taking connections but finishes what is in flight —
 * a child's reply that is still streaming arrives whole — and then exits 0.
 */
describe('graceful shutdown', () => {
  const dataDirs: string[] = [];
  afterAll(async () => {
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it('finishes a streaming reply that is under way when SIGTERM arrives, then exits 0', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kiddo-shutdown-'));
    dataDirs.push(dataDir);
    const email = `shutdown.${randomBytes(4).toString('hex')}@example.com`;
    const database = databaseFromPglite(await createPglite({ dataDir: path.join(dataDir, 'pglite') }));
    await database.migrate();
    await insertVerifiedParent(database.db, { email, password: PASSWORD, tokens: 5 });
    await database.close();

    // The offline demo companion "types" its reply word by word: a stream that takes a while.
    const api = await startApiProcess({ DATA_DIR: dataDir, APP_SECRET: randomBytes(32).toString('hex') });
    const token = (await call(api.baseUrl, 'POST', '/api/auth/parent/login', { body: { email, password: PASSWORD } }))
      .json.token as string;
    const child = (
      await call(api.baseUrl, 'POST', '/api/parent/children', {
        token,
        body: {
          name: 'Leo',
          birth_date: birthDateForAge(8),
          username: `leo_${randomBytes(4).toString('hex')}`,
          password: 'dino-lua-42',
        },
      })
    ).json.child as { access_token: string };
    const childToken = (
      await call(api.baseUrl, 'POST', '/api/auth/child/access', { body: { token: child.access_token } })
    ).json.token as string;
    const chat = (await call(api.baseUrl, 'POST', '/api/chats', { token: childToken })).json.chat as { id: string };

    const response = await fetch(`${api.baseUrl}/api/chats/${chat.id}/messages`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${childToken}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ content: 'Me conta sobre os planetas do Sistema Solar?' }),
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    // Wait for the first words, then ask the process to stop.
    while (!text.includes('event: delta')) text += decoder.decode((await reader.read()).value, { stream: true });
    const exited = api.stop('SIGTERM');
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    expect(text).toContain('event: done');
    expect(text).not.toContain('event: error');
    expect(await exited).toBe(0);
    expect(api.logs.some((line) => String(line.msg).includes('shutting down'))).toBe(true);
  }, 90_000);
});
