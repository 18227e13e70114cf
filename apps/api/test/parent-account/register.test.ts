import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, parentSettings, parents, tokenLedger } from '../../src/db/schema';
import { createParent, createTestApp, PORTAL_URL, type TestApp, uniqueEmail } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/parent/register', payload });

const validBody = () => ({ name: 'Ana Souza', email: uniqueEmail(), password: 'Segura123', accept_terms: true });

async function countRows() {
  return {
    parents: (await t.db.select().from(parents)).length,
    ledger: (await t.db.select().from(tokenLedger)).length,
    tokens: (await t.db.select().from(emailTokens)).length,
  };
}

describe('POST /api/auth/parent/register', () => {
  it('creates an unverified account with the 500-token bonus written through the ledger, and no session', async () => {
    const body = validBody();
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json).toMatchObject({
      success: true,
      user: { email: body.email, name: 'Ana Souza', tokens: 500, plan: 'none' },
    });
    expect(json.token).toBeUndefined();
    expect(json.message).toContain('Conta criada');

    const [parent] = await t.db.select().from(parents).where(eq(parents.email, body.email));
    expect(parent?.emailVerifiedAt).toBeNull();
    expect(parent?.termsAcceptedAt).not.toBeNull();
    expect(parent?.passwordHash).toMatch(/^\$argon2id\$/);
    const ledger = await t.db.select().from(tokenLedger).where(eq(tokenLedger.parentId, parent!.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        delta: 500,
        balanceAfter: 500,
        reason: 'signup_bonus',
        reference: `signup_bonus:${parent!.id}`,
      }),
    ]);
    expect(await t.db.select().from(parentSettings).where(eq(parentSettings.parentId, parent!.id))).toHaveLength(1);
  });

  it('mails a verification link to the portal in the language of the request', async () => {
    const body = validBody();
    await register({ ...body, language: 'es' });
    const [mail] = await t.mailsTo(body.email);
    expect(mail?.subject).toBe('Confirma tu email en Kiddo');
    expect(mail?.link).toMatch(new RegExp(`^${PORTAL_URL}/verify-email\\?token=`));
    expect(mail?.html).toContain(mail?.link?.replace(/&/g, '&amp;'));
  });

  it('stores the e-mail lower-cased and refuses the same address in another case with 409', async () => {
    const body = validBody();
    await register(body);
    const before = await countRows();
    const response = await register({ ...validBody(), email: body.email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'email_taken',
      error: 'Este email já está cadastrado.',
    });
    expect(await countRows()).toEqual(before);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', 'Campo obrigatório.'],
    ['a blank name', { name: '   ' }, 'name', 'Campo obrigatório.'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Informe um email válido.'],
    ['a short password', { password: 'Ab1' }, 'password', 'A senha deve ter pelo menos 8 caracteres.'],
    [
      'a password without an uppercase letter',
      { password: 'segura123' },
      'password',
      'A senha deve ter pelo menos uma letra maiúscula.',
    ],
    [
      'a password without a lowercase letter',
      { password: 'SEGURA123' },
      'password',
      'A senha deve ter pelo menos uma letra minúscula.',
    ],
    ['a password without a digit', { password: 'Seguranca' }, 'password', 'A senha deve ter pelo menos um número.'],
    [
      'terms not accepted',
      { accept_terms: false },
      'accept_terms',
      'Você precisa aceitar os termos de uso e a política de privacidade.',
    ],
    ['an unsupported language', { language: 'fr' }, 'language', 'Idioma não suportado.'],
  ])('answers 400 for %s and writes nothing', async (_case, change, field, message) => {
    const before = await countRows();
    const response = await register({ ...validBody(), ...change });
    expect(response.statusCode).toBe(400);
    const json = response.json();
    expect(json).toMatchObject({ success: false, code: 'validation_error' });
    expect(json.fields[field]).toBe(message);
    expect(await countRows()).toEqual(before);
  });

  it('translates validation messages to the language of the request', async () => {
    const response = await register({ ...validBody(), password: 'short', language: 'en' });
    expect(response.json().fields.password).toBe('The password must have at least 8 characters.');
  });

  it('answers 400 invalid_json for a malformed body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_json');
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await register({ ...validBody(), name: 'x'.repeat(300_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('does not let an existing verified account be taken over by registering again', async () => {
    const existing = await createParent(t);
    const response = await register({ ...validBody(), email: existing.email });
    expect(response.statusCode).toBe(409);
    expect(await t.mailsTo(existing.email)).toHaveLength(0);
  });
});

describe('unknown API paths', () => {
  it('answer 404 in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here?language=en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, code: 'not_found', error: 'Not found.' });
  });
});
