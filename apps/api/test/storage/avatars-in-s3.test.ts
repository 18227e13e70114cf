import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createStorage } from '../../src/deps';
import type { Storage } from '../../src/plugins/storage';
import { createChild, createSignedInParent, createTestApp, multipartFile, PASSWORD, type TestApp } from '../helper';
import { startLocalS3 } from '../local-s3-server';

/*
 * Avatars through the API with the S3 adapter the configuration picks, against a real
 * S3-compatible server: same upload call, same /api/uploads URL, objects gone with their owner.
 */

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let t: TestApp;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startLocalS3();
  const storage = createStorage(loadConfig(s3.env));
  expect(storage.kind).toBe('s3');
  t = await createTestApp({ storage });
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
  });
});
afterAll(async () => {
  bucket?.destroy();
  await t?.close();
  await s3?.close();
});

/** Whether the bucket holds the object behind an avatar URL, asked of the server directly. */
async function isInBucket(avatarUrl: string) {
  const key = avatarUrl.replace('/api/uploads/', '');
  try {
    await bucket.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
    throw error;
  }
}

async function uploadAvatar(parent: { auth: Record<string, string> }, childId: string, app: TestApp = t) {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0ea5e9' } })
    .png()
    .toBuffer();
  const file = multipartFile('avatar', 'photo.png', 'image/png', png);
  const response = await app.app.inject({
    method: 'POST',
    url: `/api/parent/children/${childId}/avatar`,
    headers: { ...parent.auth, ...file.headers },
    payload: file.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().avatar_url as string;
}

describe('avatars in an S3-compatible bucket', () => {
  it('stores an upload in the bucket, serves it at the same URL, and removes it with the child', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent);
    const avatarUrl = await uploadAvatar(parent, child.id);
    expect(avatarUrl).toMatch(/^\/api\/uploads\/avatars\/[\w-]+\.jpg$/);
    expect(await isInBucket(avatarUrl)).toBe(true);

    const served = await t.app.inject({ method: 'GET', url: avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 512 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/parent/children/${child.id}`,
      headers: parent.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await isInBucket(avatarUrl)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
  });

  it('removes the previous object when a new photo replaces it', async () => {
    const parent = await createSignedInParent(t);
    const child = await createChild(t, parent);
    const first = await uploadAvatar(parent, child.id);
    const second = await uploadAvatar(parent, child.id);
    expect(second).not.toBe(first);
    expect(await isInBucket(first)).toBe(false);
    expect(await isInBucket(second)).toBe(true);
  });

  it("removes every child's object when the account is deleted", async () => {
    const parent = await createSignedInParent(t);
    const urls = [];
    for (const name of ['Ana', 'Beto']) {
      const child = await createChild(t, parent, { name });
      urls.push(await uploadAvatar(parent, child.id));
    }
    for (const url of urls) expect(await isInBucket(url)).toBe(true);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/parent/account',
      headers: parent.auth,
      payload: { password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    for (const url of urls) {
      expect(await isInBucket(url)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('still removes the child when the store fails to delete the photo (the orphan is only logged)', async () => {
    const failing: Storage = {
      ...t.deps.storage,
      delete: () => Promise.reject(new Error('bucket unreachable')),
    };
    const other = await createTestApp({ storage: failing });
    try {
      const parent = await createSignedInParent(other);
      const child = await createChild(other, parent);
      const avatarUrl = await uploadAvatar(parent, child.id, other);
      const removed = await other.app.inject({
        method: 'DELETE',
        url: `/api/parent/children/${child.id}`,
        headers: parent.auth,
      });
      expect(removed.statusCode).toBe(200);
      const after = await other.app.inject({
        method: 'GET',
        url: `/api/parent/children/${child.id}`,
        headers: parent.auth,
      });
      expect(after.statusCode).toBe(404);
      expect(await isInBucket(avatarUrl)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('answers 404 for a name that is not in the bucket or not one the server makes', async () => {
    for (const file of ['nothing-here.jpg', 'x.svg', '..%2F..%2Fsecret.jpg']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/uploads/avatars/${file}` });
      expect(response.statusCode, file).toBe(404);
    }
  });
});
