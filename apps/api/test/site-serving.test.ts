import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, type TestApp } from './helper';

let t: TestApp;
let site: Awaited<ReturnType<typeof buildApp>>;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  root = await mkdtemp(path.join(os.tmpdir(), 'kiddo-site-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><title>Kiddo</title>');
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
  it('answers the app at / and at any client-side route, never cached', async () => {
    for (const url of ['/', '/login', '/children/123/password?x=1']) {
      const response = await site.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>Kiddo</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
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
