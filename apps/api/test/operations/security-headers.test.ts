import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { inlineScriptHashes } from '../../src/plugins/security-headers';
import { createTestApp, PORTAL_URL, type TestApp } from '../helper';

const CHAT_URL = 'http://chat.test';
/** What Vite writes: a module script with src, and (in the portal) one inline script. */
const INLINE_SCRIPT = '(function(){var f={"/login":["assets/login-1.js"]}[location.pathname];if(f)console.log(f)})()';
const INDEX_HTML = `<!doctype html><html><head><title>Kiddo</title>
<script type="module" crossorigin src="/assets/index-1a2b.js"></script>
<script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`;
/** An inline script only a pre-rendered page carries (the portal's build writes them from index.html). */
const PRERENDERED_SCRIPT = 'document.documentElement.dataset.page = "landing"';
const PRERENDERED_HTML = `<!doctype html><html><head><title>Kiddo</title><script>${PRERENDERED_SCRIPT}</script>
<script>${INLINE_SCRIPT}</script></head><body><div id="root"><h1>Kiddo</h1></div></body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let t: TestApp;
let root: string;
let portal: Awaited<ReturnType<typeof buildApp>>;
let chat: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await createTestApp();
  root = await mkdtemp(path.join(os.tmpdir(), 'kiddo-sites-'));
  for (const site of ['portal', 'chat']) {
    await mkdir(path.join(root, site, 'assets'), { recursive: true });
    await writeFile(
      path.join(root, site, 'index.html'),
      site === 'portal' ? INDEX_HTML : INDEX_HTML.replace(/<script>.*<\/script>/, ''),
    );
    await writeFile(path.join(root, site, 'assets', 'index-1a2b.js'), 'console.log(1)');
  }
  await mkdir(path.join(root, 'portal', 'prerendered'));
  await writeFile(path.join(root, 'portal', 'prerendered', 'index.html'), PRERENDERED_HTML);
  portal = await buildApp({ deps: t.deps, site: { root: path.join(root, 'portal') } });
  chat = await buildApp({ deps: t.deps, site: { root: path.join(root, 'chat') } });
});
afterAll(async () => {
  await Promise.all([portal.close(), chat.close()]);
  await t.close();
  await rm(root, { recursive: true, force: true });
});

/** The Content-Security-Policy header as directive → sources. */
function policyOf(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers on both sites', () => {
  for (const [name, site] of [
    ['portal', () => portal],
    ['chat site', () => chat],
  ] as const) {
    it(`sends a strict policy and the other headers on the ${name}'s pages, assets and API`, async () => {
      for (const url of ['/', '/login?token=x', '/assets/index-1a2b.js', '/api/health', '/api/nope']) {
        const response = await site().inject({ method: 'GET', url });
        const policy = policyOf(response.headers['content-security-policy']);
        expect(policy['default-src'], url).toEqual(["'self'"]);
        expect(policy['script-src']?.[0]).toBe("'self'");
        expect(policy['script-src']).not.toContain("'unsafe-inline'");
        expect(policy['script-src']).not.toContain("'unsafe-eval'");
        expect(policy['object-src']).toEqual(["'none'"]);
        expect(policy['frame-ancestors']).toEqual(["'none'"]);
        expect(policy['base-uri']).toEqual(["'none'"]);
        expect(policy['connect-src']).toEqual(["'self'"]);
        expect(policy).not.toHaveProperty('upgrade-insecure-requests');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('no-referrer');
        // The public addresses are plain http here: no HSTS.
        expect(response.headers['strict-transport-security']).toBeUndefined();
      }
    });
  }

  it("allows exactly the inline scripts of the site's own HTML (shell and pre-rendered pages), by hash", async () => {
    for (const url of ['/', '/signup', '/assets/index-1a2b.js', '/api/health']) {
      const portalPolicy = policyOf((await portal.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(portalPolicy['script-src'], url).toEqual(["'self'", sha256(INLINE_SCRIPT), sha256(PRERENDERED_SCRIPT)]);
    }
    const chatPolicy = policyOf((await chat.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(chatPolicy['script-src']).toEqual(["'self'"]);
  });

  it('hashes inline scripts only, never those with a src', () => {
    expect(inlineScriptHashes(INDEX_HTML)).toEqual([sha256(INLINE_SCRIPT)]);
    expect(inlineScriptHashes('<script src="/a.js"></script><script type="module">x()</script>')).toEqual([
      sha256('x()'),
    ]);
  });

  it('sends HSTS and upgrades insecure requests only when the public address is https', async () => {
    const secure = await createTestApp({
      env: { PUBLIC_URL: 'https://portal.example', CHAT_URL: 'https://chat.example' },
    });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policyOf(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

describe('CORS on both sites', () => {
  for (const [name, site] of [
    ['portal', () => portal],
    ['chat site', () => chat],
  ] as const) {
    it(`gives the portal's and the chat site's origins CORS headers on the ${name}, and nobody else`, async () => {
      for (const origin of [PORTAL_URL, CHAT_URL]) {
        const response = await site().inject({ method: 'GET', url: '/api/health', headers: { origin } });
        expect(response.headers['access-control-allow-origin'], origin).toBe(origin);
        expect(response.headers['access-control-expose-headers']).toContain('x-request-id');
        expect(response.headers.vary).toContain('Origin');
      }
      for (const origin of ['https://evil.example', 'http://portal.test.evil.example', 'null']) {
        const response = await site().inject({ method: 'GET', url: '/api/health', headers: { origin } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect(response.headers['access-control-expose-headers'], origin).toBeUndefined();
      }
    });

    it(`answers a preflight on the ${name} only for those origins`, async () => {
      const preflight = (origin: string) =>
        site().inject({
          method: 'OPTIONS',
          url: '/api/parent/children/123',
          headers: {
            origin,
            'access-control-request-method': 'PUT',
            'access-control-request-headers': 'authorization, content-type',
          },
        });
      const allowed = await preflight(CHAT_URL);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe(CHAT_URL);
      expect(allowed.headers['access-control-allow-methods']).toContain('PUT');
      expect(allowed.headers['access-control-allow-headers']).toContain('authorization');
      expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();
      const refused = await preflight('https://evil.example');
      expect(refused.headers['access-control-allow-origin']).toBeUndefined();
      expect(refused.headers['access-control-allow-methods']).toBeUndefined();
    });
  }
});
