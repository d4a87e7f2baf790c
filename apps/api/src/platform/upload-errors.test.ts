import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';

/** Broken multipart bodies on the two upload routes are clear 4xx answers. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp({ AVATAR_MAX_BYTES: '2048' });
  token = (await t.signUp()).token;
});
afterAll(() => t.close());

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const part = (boundary: string, name: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), data]);
const whole = (boundary: string, name: string, data: Buffer) => Buffer.concat([part(boundary, name, data), Buffer.from(`\r\n--${boundary}--\r\n`)]);

const routes = ['/api/user/editAvatar', '/api/identity/submit'];

async function send(url: string, contentType: string, payload: Buffer | string) {
  return t.app.inject({ method: 'POST', url, headers: { token, 'content-type': contentType }, payload });
}

function expectError(res: { statusCode: number; json(): { code: number; error: string; data: unknown } }, status: number, error: string) {
  expect(res.statusCode, `${error}: ${JSON.stringify(res.json())}`).toBe(status);
  expect(res.json()).toMatchObject({ code: status, error, data: null });
}

describe('broken multipart bodies', () => {
  it('no boundary, a wrong boundary, an over-long boundary: 400', async () => {
    for (const url of routes) {
      const field = url.includes('Avatar') ? 'avatar' : 'front';
      expectError(await send(url, 'multipart/form-data', whole('aaa', field, PNG_HEAD)), 400, 'UPLOAD_INCOMPLETE');
      expectError(await send(url, 'multipart/form-data; boundary=zzz', whole('aaa', field, PNG_HEAD)), 400, 'UPLOAD_INCOMPLETE');
      const long = 'b'.repeat(300);
      expectError(await send(url, `multipart/form-data; boundary=${long}`, whole(long, field, PNG_HEAD)), 400, 'UPLOAD_INCOMPLETE');
    }
  });

  it('a body cut short is incomplete, not too large', async () => {
    for (const url of routes) {
      const field = url.includes('Avatar') ? 'avatar' : 'front';
      expectError(await send(url, 'multipart/form-data; boundary=aaa', part('aaa', field, Buffer.concat([PNG_HEAD, Buffer.alloc(100)]))), 400, 'UPLOAD_INCOMPLETE');
    }
  });

  it('a file over the limit is 413', async () => {
    const big = Buffer.concat([PNG_HEAD, Buffer.alloc(4096)]);
    expectError(await send('/api/user/editAvatar', 'multipart/form-data; boundary=aaa', whole('aaa', 'avatar', big)), 413, 'FILE_TOO_LARGE');
  });

  it('a file that is not an image is 415; a body that is not multipart is 415', async () => {
    expectError(await send('/api/user/editAvatar', 'multipart/form-data; boundary=aaa', whole('aaa', 'avatar', Buffer.from('hello'))), 415, 'FILE_TYPE');
    expectError(await send('/api/user/editAvatar', 'text/plain', 'hello'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a NUL in a text field of the identity form is refused', async () => {
    const body = Buffer.concat([
      Buffer.from('--aaa\r\nContent-Disposition: form-data; name="real_name"\r\n\r\nA\u0000B\r\n'),
      whole('aaa', 'front', PNG_HEAD),
    ]);
    expectError(await send('/api/identity/submit', 'multipart/form-data; boundary=aaa', body), 400, 'INVALID_CHARACTERS');
  });
});
