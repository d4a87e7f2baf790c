import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
let user: Awaited<ReturnType<TestApp['signUp']>>;
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  t = await buildTestApp({ AVATAR_MAX_BYTES: '4096' });
  user = await t.signUp();
  const square = () => sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 200, g: 80, b: 20 } } });
  [PNG, JPEG, WEBP] = await Promise.all([square().png().toBuffer(), square().jpeg().toBuffer(), square().webp().toBuffer()]);
});
afterAll(() => t.close());

/** The right first bytes, then noise: passes the byte sniffing, is no image. */
const FAKE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)]);

function multipart(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----meridianboundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (content: Buffer, opts: { field?: string; name?: string; type?: string; token?: string } = {}) => {
  const { body, contentType } = multipart(opts.field ?? 'avatar', opts.name ?? 'me.png', opts.type ?? 'image/png', content);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/editAvatar',
    payload: body,
    headers: { 'content-type': contentType, token: opts.token ?? user.token, lang: 'en' },
  });
};

const avatarFiles = () => t.ctx.files.list('avatars');

describe('POST /api/user/editAvatar', () => {
  it('stores a PNG, answers its URL, serves it back and shows it in the user info', async () => {
    const res = await upload(PNG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 1, msg: 'Upload successful' });
    const url = res.json().data.avatar as string;
    expect(url).toMatch(/^\/api\/user\/avatar\/[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 32, height: 32 });
    const info = await t.app.inject({ method: 'GET', url: '/api/user/info', headers: { token: user.token } });
    expect(info.json().data.avatar).toBe(url);
  });

  it('accepts JPEG and WebP by their bytes, and replaces the old file', async () => {
    expect((await upload(JPEG, { name: 'a.jpg', type: 'image/jpeg' })).json().data.avatar).toMatch(/\.jpg$/);
    const res = await upload(WEBP, { name: 'a.webp', type: 'image/webp' });
    expect(res.json().data.avatar).toMatch(/\.webp$/);
    expect(await avatarFiles()).toHaveLength(1);
  });

  it('judges the bytes, not the name or the declared type', async () => {
    const before = await avatarFiles();
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), { name: 'x.png', type: 'image/png' });
    expect(html.statusCode).toBe(415);
    expect(html.json()).toMatchObject({ error: 'FILE_TYPE', data: null });
    const gif = await upload(Buffer.from('GIF89a........'), { name: 'x.gif', type: 'image/gif' });
    expect(gif.json().error).toBe('FILE_TYPE');
    const fake = await upload(FAKE_PNG);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ error: 'FILE_TYPE', data: null, msg: 'Upload failed: only JPEG, PNG or WebP images are accepted' });
    expect(await avatarFiles()).toEqual(before);
  });

  it('refuses a file over the size limit, an empty one and a missing one', async () => {
    const before = await avatarFiles();
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(5000)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('FILE_TOO_LARGE');
    expect((await upload(Buffer.alloc(0))).json().error).toBe('FILE_REQUIRED');
    expect((await upload(PNG, { field: 'picture' })).json().error).toBe('FILE_REQUIRED');
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/user/editAvatar', payload: {}, headers: { token: user.token } });
    expect(notMultipart.json().error).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await avatarFiles()).toEqual(before);
  });

  it('needs a session', async () => {
    expect((await upload(PNG, { token: 'forged' })).statusCode).toBe(401);
  });

  it('serves only well-formed avatar names (no path traversal)', async () => {
    for (const url of ['/api/user/avatar/..%2F..%2Fkeys%2Frsa-private.pem', '/api/user/avatar/x.png', `/api/user/avatar/${'a'.repeat(32)}.png`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(res.statusCode);
      expect(res.json().data).toBeNull();
    }
  });
});
