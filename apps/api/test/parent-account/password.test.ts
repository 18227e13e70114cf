import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parents } from '../../src/db/schema';
import { createParent, createSignedInParent, createTestApp, PASSWORD, type TestApp, uniqueEmail } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'NovaSenha456';
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/parent/login', payload: { email, password } });
const validate = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/parent/validate', headers: { authorization: `Bearer ${token}` } });
const changePassword = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/auth/parent/password',
    headers: { authorization: `Bearer ${token}` },
    payload,
  });
const forgot = (email: string, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/parent/forgot-password', payload: { email }, remoteAddress: ip });
const reset = (token: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/parent/reset-password', payload: { token, password } });

async function resetTokenFor(email: string) {
  const link = (await t.mailsTo(email)).at(-1)?.link;
  if (!link) throw new Error('no reset link mailed');
  expect(link).toContain('/reset-password?token=');
  return new URL(link).searchParams.get('token')!;
}

describe('PUT /api/auth/parent/password', () => {
  it('changes the password, revokes every session and answers a new one', async () => {
    const parent = await createSignedInParent(t);
    const otherDevice = (await login(parent.email, PASSWORD)).json().token;
    const response = await changePassword(parent.token, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    const json = response.json();
    expect(json).toMatchObject({ success: true, message: 'Senha alterada com sucesso!', user: { id: parent.id } });
    expect((await validate(parent.token)).statusCode).toBe(401);
    expect((await validate(otherDevice)).statusCode).toBe(401);
    expect((await validate(json.token)).statusCode).toBe(200);
    expect((await login(parent.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(parent.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 400 invalid_current_password for a wrong or missing current password and changes nothing', async () => {
    const parent = await createSignedInParent(t);
    const wrong = await changePassword(parent.token, { current_password: 'Errada123', new_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'invalid_current_password',
      fields: { current_password: 'A senha atual está incorreta.' },
    });
    const missing = await changePassword(parent.token, { new_password: NEW_PASSWORD });
    expect(missing.json().code).toBe('invalid_current_password');
    expect((await validate(parent.token)).statusCode).toBe(200);
    expect((await login(parent.email, PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password that breaks the policy, or equals the current one', async () => {
    const parent = await createSignedInParent(t);
    const weak = await changePassword(parent.token, { current_password: PASSWORD, new_password: 'fraca' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.new_password).toBe('A senha deve ter pelo menos 8 caracteres.');
    const same = await changePassword(parent.token, { current_password: PASSWORD, new_password: PASSWORD });
    expect(same.json().code).toBe('password_reused');
    expect((await login(parent.email, PASSWORD)).statusCode).toBe(200);
  });

  it('lets an account without a password (Google sign-in) set one without a current password', async () => {
    const parent = await createParent(t, { password: null });
    const token = await (async () => {
      const { createSession } = await import('../../src/core/sessions');
      return createSession(t.db, { kind: 'parent', parentId: parent.id, now: t.clock.now() });
    })();
    const before = await validate(token);
    expect(before.json().user.has_password).toBe(false);
    const response = await changePassword(token, { new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.has_password).toBe(true);
    expect((await login(parent.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expect((await changePassword('nope', { current_password: PASSWORD, new_password: NEW_PASSWORD })).statusCode).toBe(
      401,
    );
  });
});

describe('POST /api/auth/parent/forgot-password and reset-password', () => {
  it('mails a reset link that sets a new password once and revokes every session', async () => {
    const parent = await createSignedInParent(t);
    const response = await forgot(parent.email);
    expect(response.statusCode).toBe(200);
    const token = await resetTokenFor(parent.email);

    const done = await reset(token, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Senha redefinida! Entre com a nova senha.' });
    expect((await validate(parent.token)).statusCode).toBe(401);
    expect((await login(parent.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await reset(token, 'OutraSenha789');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('invalid_token');
    expect((await login(parent.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const parent = await createParent(t);
    const ghost = uniqueEmail('ghost');
    const known = await forgot(parent.email, '10.1.0.2');
    const unknown = await forgot(ghost, '10.1.0.2');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await t.mailsTo(ghost)).toHaveLength(0);
  });

  it('answers before the address is looked up or mailed, so a known and an unknown e-mail take the same time', async () => {
    const parent = await createParent(t);
    // The mail server hangs: the answer must not wait for it (nor for the account lookup before it).
    const send = t.deps.mailer.send;
    let release = () => {};
    const hung = new Promise<void>((resolve) => {
      release = resolve;
    });
    let mailsAsked = 0;
    t.deps.mailer.send = async (mail) => {
      mailsAsked += 1;
      await hung;
      return send.call(t.deps.mailer, mail);
    };
    try {
      const known = await forgot(parent.email, '10.1.0.9');
      expect(known.statusCode).toBe(200);
      const resent = await t.app.inject({
        method: 'POST',
        url: '/api/auth/parent/resend-confirmation',
        payload: { email: parent.email },
        remoteAddress: '10.1.0.9',
      });
      expect(resent.statusCode).toBe(200);
      expect(mailsAsked).toBeLessThanOrEqual(1);
    } finally {
      release();
      t.deps.mailer.send = send;
    }
    expect(await t.mailsTo(parent.email)).toHaveLength(1);
  });

  it('refuses a reset link after one hour', async () => {
    const parent = await createParent(t);
    await forgot(parent.email, '10.1.0.3');
    const token = await resetTokenFor(parent.email);
    t.clock.advance(60 * 60_000 + 1000);
    expect((await reset(token, NEW_PASSWORD)).json().code).toBe('invalid_token');
    expect((await login(parent.email, PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the link usable when the new password is refused by the policy', async () => {
    const parent = await createParent(t);
    await forgot(parent.email, '10.1.0.4');
    const token = await resetTokenFor(parent.email);
    const weak = await reset(token, 'semnumero');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBe('A senha deve ter pelo menos uma letra maiúscula.');
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('retires older reset links once one was used', async () => {
    const parent = await createParent(t);
    await forgot(parent.email, '10.1.0.5');
    const first = await resetTokenFor(parent.email);
    await forgot(parent.email, '10.1.0.5');
    const second = await resetTokenFor(parent.email);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await reset(first, 'OutraSenha789')).json().code).toBe('invalid_token');
  });

  it('verifies the e-mail of an unverified account, since the link proves it', async () => {
    const parent = await createParent(t, { verified: false });
    await forgot(parent.email, '10.1.0.6');
    await reset(await resetTokenFor(parent.email), NEW_PASSWORD);
    const [row] = await t.db.select().from(parents).where(eq(parents.id, parent.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('limits requests per address with 429, the same for unknown addresses', async () => {
    const parent = await createParent(t);
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 3; i += 1) {
      await forgot(parent.email, '10.1.1.1');
      await forgot(ghost, '10.1.1.1');
    }
    const known = await forgot(parent.email, '10.1.1.1');
    const unknown = await forgot(ghost, '10.1.1.1');
    expect(known.statusCode).toBe(429);
    expect(unknown.body).toBe(known.body);
    expect(await t.mailsTo(parent.email)).toHaveLength(3);
  });

  it('limits requests per IP across addresses', async () => {
    for (let i = 0; i < 20; i += 1) expect((await forgot(uniqueEmail('many'), '10.1.2.2')).statusCode).toBe(200);
    expect((await forgot(uniqueEmail('many'), '10.1.2.2')).statusCode).toBe(429);
    expect((await forgot(uniqueEmail('many'), '10.1.2.3')).statusCode).toBe(200);
  });

  it('answers 400 for a missing token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/reset-password',
      payload: { password: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.token).toBe('Campo obrigatório.');
  });
});
