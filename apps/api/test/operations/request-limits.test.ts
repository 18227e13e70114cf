import { LOGIN_MAX_FAILURES } from '@kiddo/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ConfigError, loadConfig } from '../../src/config';
import { createLogger } from '../../src/lib/logging';
import {
  createChild,
  createParent,
  createSignedInParent,
  createTestApp,
  multipartFile,
  PASSWORD,
  type TestApp,
} from '../helper';

/** Logs in with a wrong password as many times as the limit allows, each with the given forwarded address. */
async function failLogins(t: TestApp, email: string, forwardedFor: (attempt: number) => string) {
  for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt++) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/parent/login',
      headers: { 'x-forwarded-for': forwardedFor(attempt) },
      payload: { email, password: 'Errada123' },
    });
    expect(response.statusCode).toBe(401);
  }
}

const login = (t: TestApp, email: string, forwardedFor: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/parent/login',
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email, password: PASSWORD },
  });

describe('the client address without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('ignores a forged X-Forwarded-For, so changing it does not dodge the login limit', async () => {
    const parent = await createParent(t);
    await failLogins(t, parent.email, (attempt) => `198.51.100.${attempt + 1}`);
    const locked = await login(t, parent.email, '203.0.113.250');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('rate_limited');
  });

  it('logs the connection’s own address', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    const app = await buildApp({ deps: t.deps, logger });
    await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.9' } });
    await app.close();
    expect(lines.join('\n')).toContain('"remoteAddress":"127.0.0.1"');
    expect(lines.join('\n')).not.toContain('203.0.113.9');
  });
});

describe('the client address with TRUST_PROXY', () => {
  for (const setting of ['127.0.0.1', '1', 'loopback, 10.0.0.0/8']) {
    it(`takes the proxy's forwarded address (TRUST_PROXY=${setting}), one limit per client`, async () => {
      const t = await createTestApp({ env: { TRUST_PROXY: setting } });
      try {
        const parent = await createParent(t);
        await failLogins(t, parent.email, () => '203.0.113.5');
        expect((await login(t, parent.email, '203.0.113.5')).statusCode).toBe(429);
        // Another client behind the same proxy is not locked out by the first one's failures.
        expect((await login(t, parent.email, '203.0.113.6')).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    });
  }

  it('refuses a setting that is neither a hop count nor proxy addresses', () => {
    for (const bad of ['true', '0', '11', 'proxy.example', '10.0.0.0/99', '10.0.0.1,,nope']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1 , fd00::/8 ' }).TRUST_PROXY).toEqual(['10.0.0.1', 'fd00::/8']);
  });

  it('wants a METRICS_TOKEN long enough not to be guessed', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(16) }).METRICS_TOKEN).toBe('x'.repeat(16));
  });
});

describe('request size and time limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a JSON body over 256 KB with 413', async () => {
    const parent = await createSignedInParent(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...parent.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('keeps the upload limit of avatars, larger than the JSON one', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent);
    const noise = Buffer.from(Array.from({ length: 400 * 400 * 3 }, () => Math.floor(Math.random() * 256)));
    const image = await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } })
      .png()
      .toBuffer();
    expect(image.length).toBeGreaterThan(300 * 1024);
    const file = multipartFile('avatar', 'noise.png', 'image/png', image);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/parent/children/${child.id}/avatar`,
      headers: { ...parent.auth, ...file.headers },
      payload: file.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('gives a request a minute to arrive and keeps an idle socket longer than a chat reply streams', () => {
    const server = t.app.server;
    expect(server.requestTimeout).toBe(60_000);
    // The idle timeout of a socket: a chat stream writes as the model answers, and a reply takes up to about a minute.
    expect(server.timeout).toBeGreaterThan(60_000);
    // Longer than the usual load balancer idle timeout (60 s).
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
  });
});
