import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInParent, createTestApp, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const getSettings = (auth: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/parent/settings', headers: auth });
const putSettings = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/parent/settings', headers: auth, payload });

describe('GET /api/auth/parent/settings', () => {
  it('answers the defaults for a new account', async () => {
    const parent = await createSignedInParent(t, { name: 'Carla' });
    const response = await getSettings(parent.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual({
      name: 'Carla',
      language: 'pt',
      theme: 'system',
      font_size: 'medium',
      notifications: { email: true, in_app: true, low_tokens: true, daily_digest: false },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await getSettings({})).statusCode).toBe(401);
  });
});

describe('PUT /api/auth/parent/settings', () => {
  it('saves any subset, including part of the notifications, and keeps the rest', async () => {
    const parent = await createSignedInParent(t);
    const response = await putSettings(parent.auth, {
      name: '  Carla Dias ',
      theme: 'dark',
      font_size: 'large',
      notifications: { low_tokens: false, daily_digest: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toEqual({
      name: 'Carla Dias',
      language: 'pt',
      theme: 'dark',
      font_size: 'large',
      notifications: { email: true, in_app: true, low_tokens: false, daily_digest: true },
    });
    expect((await getSettings(parent.auth)).json().user).toMatchObject({
      name: 'Carla Dias',
      theme: 'dark',
      font_size: 'large',
    });
  });

  it.each([
    ['an unknown theme', { theme: 'pink' }, 'theme'],
    ['an unknown font size', { font_size: 'huge' }, 'font_size'],
    ['a blank name', { name: ' ' }, 'name'],
    ['a non-boolean notification', { notifications: { email: 'yes' } }, 'notifications.email'],
    ['an unsupported language', { language: 'de' }, 'language'],
  ])('answers 400 for %s and changes nothing', async (_case, payload, field) => {
    const parent = await createSignedInParent(t);
    const before = (await getSettings(parent.auth)).json().settings;
    const response = await putSettings(parent.auth, { theme: 'dark', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty([field]);
    expect((await getSettings(parent.auth)).json().settings).toEqual(before);
  });
});

describe('PUT /api/auth/parent/language', () => {
  it('saves the language, which then picks the language of error messages by default for mails', async () => {
    const parent = await createSignedInParent(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/parent/language',
      headers: parent.auth,
      payload: { language: 'es' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.language).toBe('es');
    expect((await getSettings(parent.auth)).json().settings.language).toBe('es');
  });

  it('answers 400 in the language asked for when it is invalid, and 401 without a session', async () => {
    const parent = await createSignedInParent(t);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/parent/language',
      headers: parent.auth,
      payload: { language: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/parent/language',
      payload: { language: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('Your session has expired. Please sign in again.');
  });
});
