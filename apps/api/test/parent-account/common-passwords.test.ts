import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parents } from '../../src/db/schema';
import { isCommonPassword } from '../../src/lib/common-passwords';
import { createParent, createSignedInParent, createTestApp, PASSWORD, type TestApp, uniqueEmail } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const COMMON_MESSAGE = {
  pt: 'Esta senha é muito comum e fácil de adivinhar. Escolha outra.',
  en: 'This password is too common and easy to guess. Choose another one.',
  es: 'Esta contraseña es demasiado común y fácil de adivinar. Elige otra.',
};

describe('the common-password list', () => {
  it('holds passwords that meet the policy and are still among the first guesses, whatever their case', () => {
    for (const password of ['Password1', 'PASSWORD123', 'Qwerty123', 'Senha123', 'Iloveyou1', 'Abcd1234']) {
      expect(isCommonPassword(password), password).toBe(true);
    }
    for (const password of [PASSWORD, 'NovaSenha456', 'Kiddo-Tem-42-Dinos']) {
      expect(isCommonPassword(password), password).toBe(false);
    }
  });
});

describe('POST /api/auth/parent/register', () => {
  it('refuses a common password with a translated field error and creates nothing', async () => {
    for (const language of ['pt', 'en', 'es'] as const) {
      const email = uniqueEmail();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/parent/register',
        payload: { name: 'Ana', email, password: 'Password1', accept_terms: true, language },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        code: 'validation_error',
        error: COMMON_MESSAGE[language],
        fields: { password: COMMON_MESSAGE[language] },
      });
      expect(await t.db.select().from(parents).where(eq(parents.email, email))).toEqual([]);
    }
  });
});

describe('POST /api/auth/parent/reset-password', () => {
  it('refuses a common password and leaves the link usable for a better one', async () => {
    const parent = await createParent(t);
    await t.app.inject({ method: 'POST', url: '/api/auth/parent/forgot-password', payload: { email: parent.email } });
    const link = (await t.mailsTo(parent.email)).at(-1)?.link;
    const token = new URL(link!).searchParams.get('token')!;

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/reset-password',
      payload: { token, password: 'Qwerty123', language: 'en' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ password: COMMON_MESSAGE.en });

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/reset-password',
      payload: { token, password: 'Kiddo-Tem-42-Dinos' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });
});

describe('PUT /api/auth/parent/password', () => {
  it('refuses a common new password and keeps the old one', async () => {
    const parent = await createSignedInParent(t);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/parent/password',
      headers: parent.auth,
      payload: { current_password: PASSWORD, new_password: 'Password123', language: 'es' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_error', fields: { new_password: COMMON_MESSAGE.es } });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/login',
      payload: { email: parent.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a common first password for an account made with Google', async () => {
    const parent = await createSignedInParent(t);
    await t.db.update(parents).set({ passwordHash: null }).where(eq(parents.id, parent.id));
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/parent/password',
      headers: parent.auth,
      payload: { new_password: 'Iloveyou1' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ new_password: COMMON_MESSAGE.pt });
    const [row] = await t.db.select().from(parents).where(eq(parents.id, parent.id));
    expect(row?.passwordHash).toBeNull();
  });
});
