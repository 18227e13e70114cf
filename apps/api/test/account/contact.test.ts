import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../src/db/schema';
import { createTestApp, type TestApp, uniqueEmail } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const contact = (payload: Record<string, unknown>, ip = '10.20.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the support address, replying to the sender', async () => {
    const email = uniqueEmail('visitor');
    const response = await contact({ name: 'Joana', email, message: 'Como funciona o plano família?', language: 'pt' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toContain('Mensagem enviada');
    const [stored] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(stored).toMatchObject({ name: 'Joana', message: 'Como funciona o plano família?', language: 'pt' });
    expect(stored!.mailedAt).not.toBeNull();
    const [mail] = await t.mailsTo('suporte@kiddo.app');
    expect(mail?.subject).toBe('[Kiddo contato] Joana');
    expect(mail?.text).toContain(email);
    expect(mail?.text).toContain('Como funciona o plano família?');
  });

  it.each([
    ['a missing name', { name: '' }, 'name'],
    ['an invalid e-mail', { email: 'nope' }, 'email'],
    ['an empty message', { message: '  ' }, 'message'],
    ['a message over 5000 characters', { message: 'a'.repeat(5001) }, 'message'],
  ])('answers 400 for %s and stores nothing', async (_case, change, field) => {
    const before = (await t.db.select().from(contactMessages)).length;
    const response = await contact({ name: 'Ana', email: uniqueEmail(), message: 'Oi', ...change }, '10.20.0.9');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });

  it('limits messages per IP and per address', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await contact({ name: 'A', email: uniqueEmail(), message: `m${i}` }, '10.20.1.1')).statusCode).toBe(200);
    const sixth = await contact({ name: 'A', email: uniqueEmail(), message: 'again' }, '10.20.1.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('rate_limited');
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) await contact({ name: 'B', email, message: `m${i}` }, `10.20.2.${i}`);
    expect((await contact({ name: 'B', email, message: 'm4' }, '10.20.2.9')).statusCode).toBe(429);
  });
});
