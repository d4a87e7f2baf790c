import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { AVATAR_MAX_SIDE } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function upload(token: string, content: Buffer) {
  const boundary = '----meridianboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="holiday.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: '/api/user/editAvatar', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, token, lang: 'en' } });
}

describe('a published avatar', () => {
  it('carries no EXIF (GPS position, camera, owner) and is no larger than the bound', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Phone 9', Artist: 'Anna Muller' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 0/1' },
      })
      .toBuffer();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.includes('Anna Muller')).toBe(true);

    const u = await t.signUp();
    const res = await upload(u.token, photo);
    expect(res.statusCode, res.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: res.json().data.avatar });
    const stored = served.rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.includes('Exif')).toBe(false);
    expect(stored.includes('Anna Muller')).toBe(false);
    expect(Math.max(meta.width, meta.height)).toBe(AVATAR_MAX_SIDE);
  });
});
