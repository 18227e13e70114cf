import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helper';

const LANDING_HTML = '<!doctype html><title>Um amigo de IA seguro · Kiddo</title><div id="root"><h1>Kiddo</h1></div>';
const LOGIN_HTML = '<!doctype html><title>Entrar · Kiddo</title><div id="root"><form></form></div>';

let t: TestApp;
let site: Awaited<ReturnType<typeof buildApp>>;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await mkdtemp(path.join(os.tmpdir(), 'kiddo-site-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Kiddo</title>');
  // What the portal's build pre-renders: the landing and the login page (docs/decisions/008).
  await mkdir(path.join(root, 'prerendered'));
  await writeFile(path.join(root, 'prerendered', 'index.html'), LANDING_HTML);
  await writeFile(path.join(root, 'prerendered', 'login.html'), LOGIN_HTML);
  await writeFile(path.join(root, 'prerendered', 'login.html.br'), brotliCompressSync(LOGIN_HTML));
  await writeFile(path.join(root, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  await writeFile(path.join(root, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync('console.log(1)'));
  site = await buildApp({ deps: t.deps, site: { root } });
});
afterAll(async () => {
  await site.close();
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('a built site served beside the API', () => {
  it('answers any other client-side route with the app, never cached', async () => {
    for (const url of ['/signup', '/login/', '/children/123/password?x=1', '/no/such/page']) {
      const response = await site.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Kiddo</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers / and /login with their pre-rendered page, never cached', async () => {
    for (const [url, html] of [
      ['/', LANDING_HTML],
      ['/?utm_source=mail', LANDING_HTML],
      ['/login', LOGIN_HTML],
      ['/login?token=x', LOGIN_HTML],
    ] as const) {
      const response = await site.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(html);
    }
    const head = await site.inject({ method: 'HEAD', url: '/login' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/html');
  });

  it("sends a pre-rendered page's brotli copy to a client that takes it", async () => {
    const response = await site.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(LOGIN_HTML);
  });

  it('serves hashed assets as immutable', async () => {
    const response = await site.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's brotli copy of an asset to a client that takes it, else the file as it is", async () => {
    const compressed = await site.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toContain('javascript');
    expect(compressed.headers['cache-control']).toContain('immutable');
    expect(compressed.headers.vary).toContain('accept-encoding');

    // No .gz was built: a gzip-only client gets the plain file.
    const plain = await site.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await site.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('not_found');
    expect((await site.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });
});
