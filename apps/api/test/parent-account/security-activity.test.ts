import { SECURITY_EVENT_RETENTION_DAYS } from '@kiddo/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteOldSecurityEvents } from '../../src/core/security-events';
import { createParent, createTestApp, PASSWORD, type TestApp } from '../helper';

/*
 * Issue 15: the parent sees where the account is signed in (and can end a session) and what
 * happened to its security; every event is also a structured log line, never with a secret.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

const login = (email: string, password: string, userAgent: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/parent/login',
    headers: { 'user-agent': userAgent },
    payload: { email, password },
    remoteAddress,
  });
const overview = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/parent/security', headers: auth });

describe('security activity', () => {
  it('lists the sessions with device and a masked address, and the sign-ins and failures, newest first', async () => {
    const parent = await createParent(t);
    expect((await login(parent.email, 'Errada123', LAPTOP, '198.51.100.23')).statusCode).toBe(401);
    const phone = await login(parent.email, PASSWORD, PHONE, '203.0.113.7');
    const laptop = await login(parent.email, PASSWORD, LAPTOP, '198.51.100.23');
    const auth = { authorization: `Bearer ${laptop.json().token}` };

    const response = await overview(auth);
    expect(response.statusCode).toBe(200);
    const { sessions, events } = response.json();
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s: { current: boolean }) => s.current)).toMatchObject({
      device: 'Firefox 132 · Windows',
      address: '198.51.100.x',
    });
    expect(sessions.find((s: { current: boolean }) => !s.current)).toMatchObject({
      device: 'Chrome 131 · Android',
      address: '203.0.113.x',
    });
    expect(events.map((event: { kind: string }) => event.kind)).toEqual(['sign_in', 'sign_in', 'sign_in_failed']);
    expect(JSON.stringify(response.json())).not.toContain(PASSWORD);
    expect(phone.statusCode).toBe(200);
  });

  it('ends another session of one’s own, records it, and cannot end another family’s', async () => {
    const parent = await createParent(t);
    const phone = await login(parent.email, PASSWORD, PHONE, '203.0.113.8');
    const laptop = await login(parent.email, PASSWORD, LAPTOP, '198.51.100.24');
    const phoneAuth = { authorization: `Bearer ${phone.json().token}` };
    const laptopAuth = { authorization: `Bearer ${laptop.json().token}` };
    const phoneSession = (await overview(phoneAuth)).json().sessions.find((s: { current: boolean }) => s.current);

    const stranger = await createParent(t);
    const strangerLogin = await login(stranger.email, PASSWORD, LAPTOP, '192.0.2.1');
    const strangerAuth = { authorization: `Bearer ${strangerLogin.json().token}` };
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/parent/sessions/${phoneSession.id}`,
      headers: strangerAuth,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await overview(phoneAuth)).statusCode).toBe(200);

    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/parent/sessions/${phoneSession.id}`,
      headers: laptopAuth,
    });
    expect(ended.statusCode).toBe(200);
    expect((await overview(phoneAuth)).statusCode).toBe(401);
    const after = (await overview(laptopAuth)).json();
    expect(after.sessions).toHaveLength(1);
    expect(after.events[0].kind).toBe('session_ended');
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/parent/sessions/not-an-id',
      headers: laptopAuth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('records a password change and a lockout; erases events past their retention', async () => {
    const parent = await createParent(t);
    const signedIn = await login(parent.email, PASSWORD, LAPTOP, '198.51.100.30');
    const auth = { authorization: `Bearer ${signedIn.json().token}` };
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/parent/password',
      headers: auth,
      payload: { current_password: PASSWORD, new_password: 'OutraSenha789', confirm_password: 'OutraSenha789' },
    });
    expect(changed.statusCode).toBe(200);
    const newAuth = { authorization: `Bearer ${changed.json().token}` };
    for (let attempt = 0; attempt < 10; attempt += 1) await login(parent.email, 'Errada123', LAPTOP, '198.51.100.31');
    expect((await login(parent.email, 'OutraSenha789', LAPTOP, '198.51.100.31')).statusCode).toBe(429);
    const kinds = (await overview(newAuth)).json().events.map((event: { kind: string }) => event.kind);
    expect(kinds[0]).toBe('sign_in_blocked');
    expect(kinds).toContain('password_changed');

    await deleteOldSecurityEvents(
      t.db,
      new Date(t.clock.now().getTime() + (SECURITY_EVENT_RETENTION_DAYS + 1) * 86_400_000),
    );
    expect((await overview(newAuth)).json().events).toEqual([]);
  });
});

describe('reaching for another family', () => {
  it('answers 404 like a missing child, and writes access_denied to the asking parent’s activity', async () => {
    const owner = await createParent(t);
    const ownerLogin = await login(owner.email, PASSWORD, LAPTOP, '198.51.100.60');
    const child = await t.app.inject({
      method: 'POST',
      url: '/api/parent/children',
      headers: { authorization: `Bearer ${ownerLogin.json().token}` },
      payload: { name: 'Nina', username: `nina_${Date.now()}`, password: 'girafa-lua-47', birth_date: '2016-03-01' },
    });
    expect(child.statusCode).toBe(201);
    const prober = await createParent(t);
    const proberLogin = await login(prober.email, PASSWORD, PHONE, '203.0.113.60');
    const auth = { authorization: `Bearer ${proberLogin.json().token}` };
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/parent/children/${child.json().child.id}`,
      headers: auth,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/parent/children/7b0e1f3c-2d4a-4c5b-9e6f-0a1b2c3d4e5f',
      headers: auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
    const kinds = (await overview(auth)).json().events.map((event: { kind: string }) => event.kind);
    expect(kinds.filter((kind: string) => kind === 'access_denied')).toHaveLength(1);
  });
});
