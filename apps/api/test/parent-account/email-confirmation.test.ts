import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parents } from '../../src/db/schema';
import { createParent, createTestApp, PASSWORD, type TestApp, uniqueEmail } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

async function registerAndGetLink(email = uniqueEmail()) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/parent/register',
    payload: { name: 'Bia', email, password: PASSWORD, accept_terms: true },
  });
  expect(response.statusCode).toBe(201);
  const mails = await t.mailsTo(email);
  const link = mails.at(-1)?.link;
  if (!link) throw new Error('no verification link mailed');
  return { email, token: new URL(link).searchParams.get('token')! };
}

const confirm = (token: string, language = 'pt') =>
  t.app.inject({
    method: 'GET',
    url: `/api/auth/parent/confirm-email/${encodeURIComponent(token)}?language=${language}`,
  });
const login = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/parent/login', payload: { email, password: PASSWORD } });
const resend = (email: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/parent/resend-confirmation', payload: { email }, remoteAddress: ip });

describe('GET /api/auth/parent/confirm-email/{token}', () => {
  it('verifies the account once, after which the parent can log in', async () => {
    const { email, token } = await registerAndGetLink();
    expect((await login(email)).statusCode).toBe(403);
    const response = await confirm(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Email confirmado! Você já pode entrar.' });
    expect((await login(email)).statusCode).toBe(200);
  });

  it('refuses a reused link', async () => {
    const { token } = await registerAndGetLink();
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token, 'en');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_token', error: 'Invalid or expired link. Request a new one.' });
  });

  it('refuses a wrong token', async () => {
    const response = await confirm('not-a-real-token');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_token');
  });

  it('refuses a link older than 24 hours and leaves the account unverified', async () => {
    const { email, token } = await registerAndGetLink();
    t.clock.advance(24 * HOUR + 1000);
    expect((await confirm(token)).json().code).toBe('invalid_token');
    const [parent] = await t.db.select().from(parents).where(eq(parents.email, email));
    expect(parent?.emailVerifiedAt).toBeNull();
  });
});

describe('POST /api/auth/parent/resend-confirmation', () => {
  it('mails a new working link to an account awaiting confirmation', async () => {
    const { email } = await registerAndGetLink();
    const response = await resend(email);
    expect(response.statusCode).toBe(200);
    const mails = await t.mailsTo(email);
    expect(mails).toHaveLength(2);
    const token = new URL(mails[1]!.link!).searchParams.get('token')!;
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('answers exactly the same for an unknown e-mail and a verified account, and mails nobody', async () => {
    const verified = await createParent(t);
    const unknown = uniqueEmail('ghost');
    const a = await resend(unknown, '10.0.0.2');
    const b = await resend(verified.email, '10.0.0.2');
    expect(a.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(await t.mailsTo(unknown)).toHaveLength(0);
    expect(await t.mailsTo(verified.email)).toHaveLength(0);
  });

  it('limits requests per address, for unknown addresses the same as for known ones', async () => {
    const { email } = await registerAndGetLink();
    const unknown = uniqueEmail('ghost');
    for (let i = 0; i < 3; i += 1) {
      expect((await resend(email, '10.0.1.1')).statusCode).toBe(200);
      expect((await resend(unknown, '10.0.1.2')).statusCode).toBe(200);
    }
    const known = await resend(email, '10.0.1.1');
    const ghost = await resend(unknown, '10.0.1.2');
    expect(known.statusCode).toBe(429);
    expect(ghost.statusCode).toBe(429);
    expect(known.json()).toMatchObject({ code: 'rate_limited', error: expect.stringContaining('Muitas tentativas') });
    expect(known.body).toBe(ghost.body);
    expect(await t.mailsTo(email)).toHaveLength(4);
    t.clock.advance(16 * 60_000);
    expect((await resend(email, '10.0.1.1')).statusCode).toBe(200);
  });

  it('answers 400 for an invalid e-mail', async () => {
    const response = await resend('nope');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.email).toBe('Informe um email válido.');
  });
});
