import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createSignedInParent, createTestApp, multipartFile, type TestApp } from '../helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7c3aed' } });

async function photoWithGps(format: 'png' | 'jpeg') {
  return solid(640, 480)
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Kid Cam' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    [format]()
    .toBuffer();
}

async function setup() {
  const parent = await createSignedInParent(t);
  const child = await createChild(t, parent);
  return { parent, child };
}

const upload = (parent: { auth: Record<string, string> }, childId: string, file: ReturnType<typeof multipartFile>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/parent/children/${childId}/avatar`,
    headers: { ...parent.auth, ...file.headers },
    payload: file.payload,
  });

describe('POST /api/parent/children/{id}/avatar', () => {
  it('re-encodes a PNG with EXIF GPS into a square JPEG without any metadata', async () => {
    const { parent, child } = await setup();
    const original = await photoWithGps('png');
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const response = await upload(parent, child.id, multipartFile('avatar', 'photo.png', 'image/png', original));
    expect(response.statusCode, response.body).toBe(200);
    const json = response.json();
    expect(json.avatar_url).toMatch(/^\/api\/uploads\/avatars\/[\w-]+\.jpg$/);
    expect(json.child).toMatchObject({ avatar_url: json.avatar_url, has_uploaded_avatar: true });

    const served = await t.app.inject({ method: 'GET', url: json.avatar_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('accepts a GIF', async () => {
    const { parent, child } = await setup();
    const gif = await solid(100, 100).gif().toBuffer();
    const response = await upload(parent, child.id, multipartFile('avatar', 'kid.gif', 'image/gif', gif));
    expect(response.statusCode).toBe(200);
    expect(response.json().child.has_uploaded_avatar).toBe(true);
  });

  it('refuses a text file renamed .png and stores nothing', async () => {
    const { parent, child } = await setup();
    const text = Buffer.from('this is not an image, only text pretending to be one\n'.repeat(20));
    const response = await upload(parent, child.id, multipartFile('avatar', 'photo.png', 'image/png', text));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'invalid_image',
      error: 'Arquivo inválido. Envie uma imagem JPEG, PNG ou GIF.',
    });
    const after = await t.app.inject({ method: 'GET', url: `/api/parent/children/${child.id}`, headers: parent.auth });
    expect(after.json().child.has_uploaded_avatar).toBe(false);
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { parent, child } = await setup();
    const header = await solid(10, 10).png().toBuffer();
    const big = Buffer.concat([header, Buffer.alloc(6 * 1024 * 1024, 1)]);
    const response = await upload(parent, child.id, multipartFile('avatar', 'big.png', 'image/png', big));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'image_too_large', error: 'A imagem deve ter no máximo 5 MB.' });
  });

  it('refuses a truncated image and a decompression bomb', async () => {
    const { parent, child } = await setup();
    const whole = await solid(400, 400).jpeg().toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    expect(
      (await upload(parent, child.id, multipartFile('avatar', 'cut.jpg', 'image/jpeg', truncated))).statusCode,
    ).toBe(400);
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(parent, child.id, multipartFile('avatar', 'bomb.png', 'image/png', bomb));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_image');
  });

  it('refuses a request without the avatar field', async () => {
    const { parent, child } = await setup();
    const png = await solid(60, 60).png().toBuffer();
    expect((await upload(parent, child.id, multipartFile('picture', 'a.png', 'image/png', png))).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/parent/children/${child.id}/avatar`,
      headers: parent.auth,
      payload: { avatar: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('replaces the previous upload, whose file is removed', async () => {
    const { parent, child } = await setup();
    const png = await solid(60, 60).png().toBuffer();
    const first = (await upload(parent, child.id, multipartFile('avatar', 'a.png', 'image/png', png))).json()
      .avatar_url;
    const second = (await upload(parent, child.id, multipartFile('avatar', 'b.png', 'image/png', png))).json()
      .avatar_url;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it("answers 404 for another parent's child and stores nothing", async () => {
    const { child } = await setup();
    const intruder = await createSignedInParent(t);
    const png = await solid(60, 60).png().toBuffer();
    const response = await upload(intruder, child.id, multipartFile('avatar', 'a.png', 'image/png', png));
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/parent/children/{id}/avatar', () => {
  it('goes back to the generated avatar and removes the file', async () => {
    const { parent, child } = await setup();
    const png = await solid(60, 60).png().toBuffer();
    const uploaded = (await upload(parent, child.id, multipartFile('avatar', 'a.png', 'image/png', png))).json()
      .avatar_url;
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/parent/children/${child.id}/avatar`,
      headers: parent.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().child).toMatchObject({ avatar_url: child.avatar_url, has_uploaded_avatar: false });
    expect((await t.app.inject({ method: 'GET', url: uploaded })).statusCode).toBe(404);
  });
});

describe('GET /api/avatars/generated/{seed}.svg', () => {
  it('draws the same SVG for the same seed, with no name in the URL', async () => {
    const { child } = await setup();
    expect(child.avatar_url).not.toContain(child.name.split(' ')[0]!.toLowerCase());
    const a = await t.app.inject({ method: 'GET', url: child.avatar_url });
    const b = await t.app.inject({ method: 'GET', url: child.avatar_url });
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.body).toContain('<svg');
    expect(a.body).toBe(b.body);
    expect((await t.app.inject({ method: 'GET', url: '/api/avatars/generated/../../etc.svg' })).statusCode).not.toBe(
      200,
    );
  });
});
