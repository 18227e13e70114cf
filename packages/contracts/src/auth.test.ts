import { describe, expect, it } from 'vitest';
import { parentPasswordSchema, registerBodySchema, signupFormSchema } from './auth';

describe('parent password policy', () => {
  it.each([
    ['Abcdefg1', true],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Abcde1', false],
  ])('%s → valid %s', (password, valid) => {
    expect(parentPasswordSchema.safeParse(password).success).toBe(valid);
  });
});

describe('register body', () => {
  it('normalises the e-mail and trims the name', () => {
    const parsed = registerBodySchema.parse({
      name: '  Ana  ',
      email: ' Ana@Example.COM ',
      password: 'Abcdefg1',
      accept_terms: true,
    });
    expect(parsed).toMatchObject({ name: 'Ana', email: 'ana@example.com' });
  });

  it('refuses a sign-up without accepting the terms', () => {
    const result = registerBodySchema.safeParse({
      name: 'A',
      email: 'a@b.co',
      password: 'Abcdefg1',
      accept_terms: false,
    });
    expect(result.success).toBe(false);
  });
});

describe('signup form', () => {
  it('reports mismatched passwords on the confirmation field', () => {
    const result = signupFormSchema.safeParse({
      name: 'Ana',
      email: 'a@b.co',
      password: 'Abcdefg1',
      confirm_password: 'Abcdefg2',
      accept_terms: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['confirm_password'],
      message: 'validation.passwords_mismatch',
    });
  });
});
