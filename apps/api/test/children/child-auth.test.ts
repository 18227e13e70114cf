import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  birthDateForAge,
  CHILD_PASSWORD,
  createChild,
  createChildSession,
  createSignedInParent,
  createTestApp,
  type TestApp,
} from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const access = (token: string, ip = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/child/access', payload: { token }, remoteAddress: ip });
const login = (familyCode: string, username: string, password: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/child/login',
    payload: { family_code: familyCode, username, password },
    remoteAddress: ip,
  });
const validate = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/child/validate', headers });

describe('POST /api/auth/child/access', () => {
  it("opens a child session from the access link, with the child's profile and nothing of the parent", async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent, { child_language: 'en', max_message_length: 300 });
    const response = await access(child.access_token!);
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json.child).toEqual({
      id: child.id,
      name: child.name,
      username: child.username,
      age: child.age,
      language: 'en',
      avatar_url: child.avatar_url,
      max_message_length: 300,
      audio_enabled: false,
      voice_quality: 'standard',
      server_speech: false,
    });
    expect(JSON.stringify(json)).not.toContain(parent.email);
    expect((await validate({ authorization: `Bearer ${json.token}` })).json()).toMatchObject({
      valid: true,
      child: { id: child.id },
    });
    const seen = await t.app.inject({ method: 'GET', url: `/api/parent/children/${child.id}`, headers: parent.auth });
    expect(seen.json().child.last_access_at).not.toBeNull();
  });

  it('refuses an unknown token, and limits guessing per IP', async () => {
    const wrong = await access('not-a-real-token', '10.5.5.5');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_token');
    for (let i = 1; i < 30; i += 1) await access(`guess-${i}`, '10.5.5.5');
    expect((await access('guess-31', '10.5.5.5')).statusCode).toBe(429);
    expect((await access('guess-31', '10.5.5.6')).statusCode).toBe(400);
  });
});

describe('POST /api/auth/child/login', () => {
  it('signs the child in with the family code (any case, dashes allowed), the username (any case) and the password', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent);
    const code = parent.familyCode.toLowerCase().replace(/^(....)/, '$1-');
    const response = await login(code, child.username.toUpperCase(), CHILD_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().child.id).toBe(child.id);
  });

  it('answers 401 with one wording for a wrong password, an unknown username or another family’s code', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent);
    const wrong = await login(parent.familyCode, child.username, 'errada');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      success: false,
      code: 'invalid_credentials',
      error: 'Código da família, usuário ou senha inválidos.',
    });
    expect((await login(parent.familyCode, 'nobody_here', 'errada')).body).toBe(wrong.body);
    const other = await createSignedInParent(t);
    expect((await login(other.familyCode, child.username, CHILD_PASSWORD)).body).toBe(wrong.body);
    const malformed = await login('abc', child.username, CHILD_PASSWORD);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.family_code).toContain('8 letras e números');
  });

  it('lets two families use the same username, each child signing in with its own family code (issue 15)', async () => {
    const ana = await createSignedInParent(t);
    const bia = await createSignedInParent(t);
    const first = await createChild(t, ana, { username: 'lucas_mesmo' });
    const second = await createChild(t, bia, { username: 'lucas_mesmo' });
    expect((await login(ana.familyCode, 'lucas_mesmo', CHILD_PASSWORD)).json().child.id).toBe(first.id);
    expect((await login(bia.familyCode, 'lucas_mesmo', CHILD_PASSWORD)).json().child.id).toBe(second.id);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/parent/children',
      headers: ana.auth,
      payload: { name: 'Outro', username: 'lucas_mesmo', password: 'girafa-lua-47', birth_date: birthDateForAge(9) },
    });
    expect(taken.statusCode).toBe(409);
  });

  it('locks a family code+username+IP after 10 failures in 15 minutes', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent);
    for (let i = 0; i < 10; i += 1) await login(parent.familyCode, child.username, 'errada', '10.6.6.6');
    expect((await login(parent.familyCode, child.username, CHILD_PASSWORD, '10.6.6.6')).statusCode).toBe(429);
    expect((await login(parent.familyCode, child.username, CHILD_PASSWORD, '10.6.6.7')).statusCode).toBe(200);
  });
});

describe('child sessions', () => {
  it('open only the chat API: a parent session cannot act as a child', async () => {
    const parent = await createSignedInParent(t);
    const response = await validate(parent.auth);
    expect(response.statusCode).toBe(403);
  });

  it('end with logout', async () => {
    const parent = await createSignedInParent(t);
    const session = await createChildSession(t, await createChild(t, parent));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/child/logout', headers: session.auth });
    expect(out.statusCode).toBe(200);
    expect((await validate(session.auth)).statusCode).toBe(401);
  });
});
