import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { createStorage } from '../../src/deps';
import { createLocalStorage, createS3Storage, type Storage } from '../../src/plugins/storage';
import { startLocalS3 } from '../local-s3-server';

/*
 * One behaviour, two stores: the same tests run against the local folder and against a real
 * S3-compatible server (s3rver, in this process), so the production adapter cannot drift from
 * the one every developer runs.
 */

type StoreFactory = () => Promise<{ storage: Storage; close: () => Promise<void> }>;

const stores: [string, StoreFactory][] = [
  [
    'local folder',
    async () => {
      const folder = await mkdtemp(path.join(os.tmpdir(), 'kiddo-uploads-'));
      return { storage: createLocalStorage(folder), close: () => rm(folder, { recursive: true, force: true }) };
    },
  ],
  [
    'S3-compatible bucket',
    async () => {
      const s3 = await startLocalS3();
      const storage = createS3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: 'us-east-1',
        accessKeyId: s3.env.S3_ACCESS_KEY_ID,
        secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: true,
      });
      return { storage, close: s3.close };
    },
  ],
];

const newKey = (extension: 'jpg' | 'png' = 'jpg') => `avatars/${randomBytes(9).toString('base64url')}.${extension}`;

async function read(storage: Storage, key: string) {
  const stored = await storage.get(key);
  if (!stored) return null;
  return { body: await buffer(stored.body), contentType: stored.contentType, size: stored.size };
}

describe.each(stores)('storage: %s', (_name, openStore) => {
  let storage: Storage;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, close } = await openStore());
  });
  afterAll(async () => {
    await close();
  });

  it('gives back what was put, with its type and size', async () => {
    const key = newKey();
    const body = randomBytes(2048);
    await storage.put(key, body, 'image/jpeg');
    const stored = await read(storage, key);
    expect(stored).not.toBeNull();
    expect(stored?.body.equals(body)).toBe(true);
    expect(stored?.contentType).toBe('image/jpeg');
    expect(stored?.size).toBe(2048);
  });

  it('streams a large object intact', async () => {
    const key = newKey('png');
    const body = randomBytes(3 * 1024 * 1024);
    await storage.put(key, body, 'image/png');
    const stored = await read(storage, key);
    expect(stored?.body.length).toBe(body.length);
    expect(stored?.body.equals(body)).toBe(true);
  });

  it('describes an object without reading it, and answers null for a missing one', async () => {
    const key = newKey('png');
    await storage.put(key, Buffer.from('png bytes'), 'image/png');
    expect(await storage.head(key)).toEqual({ contentType: 'image/png', size: 9 });
    const missing = newKey();
    expect(await storage.head(missing)).toBeNull();
    expect(await storage.get(missing)).toBeNull();
  });

  it('replaces an object put again under the same key', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('first version'), 'image/jpeg');
    await storage.put(key, Buffer.from('second'), 'image/jpeg');
    const stored = await read(storage, key);
    expect(stored?.body.toString()).toBe('second');
    expect(stored?.size).toBe(6);
  });

  it('deletes an object, and deleting a missing one is not an error', async () => {
    const key = newKey();
    await storage.put(key, Buffer.from('bye'), 'image/jpeg');
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('keeps the content type its key names and refuses another', async () => {
    const key = newKey('png');
    await expect(storage.put(key, Buffer.from('<script>'), 'text/html')).rejects.toThrow(/content type/);
    expect(await storage.head(key)).toBeNull();
  });

  it('refuses keys the server does not make', async () => {
    for (const key of ['../secret.jpg', 'avatars/../../x.jpg', 'avatars/a.svg', 'avatars/a b.jpg', '/etc/passwd']) {
      await expect(storage.put(key, Buffer.from('x'), 'image/jpeg'), key).rejects.toThrow(/unsafe storage key/);
      expect(await storage.get(key), key).toBeNull();
      expect(await storage.head(key), key).toBeNull();
      await expect(storage.delete(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });
});

describe('choosing the store from the configuration', () => {
  it('uses DATA_DIR/uploads without S3 variables, and the bucket with them', () => {
    expect(createStorage(loadConfig({})).kind).toBe('local');
    const config = loadConfig({ S3_BUCKET: 'kiddo-avatars', S3_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(createStorage(config).kind).toBe('s3');
    expect(loadConfig({ S3_FORCE_PATH_STYLE: 'false' }).S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('names each S3 variable that is missing its partner or malformed', () => {
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error;
        return error.problems;
      }
    };
    expect(problemsOf({ S3_BUCKET: 'kiddo' })).toEqual(['S3_ENDPOINT: is required together with S3_BUCKET']);
    expect(problemsOf({ S3_ENDPOINT: 'http://minio:9000' })).toEqual([
      'S3_BUCKET: is required together with S3_ENDPOINT',
    ]);
    expect(
      problemsOf({
        S3_BUCKET: 'Kiddo_Avatars',
        S3_ENDPOINT: 'minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      'S3_BUCKET: must be a bucket name: 3–63 of a-z 0-9 . -',
      'S3_ENDPOINT: must be a URL (^https?$)',
      'S3_FORCE_PATH_STYLE: must be true or false',
      'S3_SECRET_ACCESS_KEY: is required together with S3_ACCESS_KEY_ID',
    ]);
  });
});
