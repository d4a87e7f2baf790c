import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, identityTestApp, submit } from './test-support.ts';
import { TINY_JPEG, TINY_PNG } from '../../test/identity-helpers.ts';
import type { TestApp } from '../../test/helper.ts';

let t: TestApp;
let op: string;
beforeAll(async () => ({ t, op } = await identityTestApp()));
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers: { lang: 'en', ...headers } });
const fileOf = (url: string) => url.split('/').pop() as string;

describe('identity document photos', () => {
  it('are stored encrypted, not as the image, and the operator (and the owner) still see the image', async () => {
    const u = await t.signUp();
    const res = await submit(t, u.token, form());
    expect(res.statusCode, res.body).toBe(200);
    const { front_url, back_url } = res.json().data;

    for (const [url, image] of [[front_url, TINY_PNG], [back_url, TINY_JPEG]] as const) {
      const stored = (await t.ctx.files.get('identity', fileOf(url)))!.data;
      expect(stored.equals(image)).toBe(false);
      expect(stored.includes(image.subarray(0, 8))).toBe(false);
      expect(stored.subarray(0, 8).toString()).toBe('MRDSEAL1');

      const seen = await get(`/admin/api/identity/images/${fileOf(url)}`, { 'x-admin-token': op });
      expect(seen.statusCode).toBe(200);
      expect(seen.rawPayload.equals(image)).toBe(true);
      expect((await get(`/api/identity/images/${fileOf(url)}`, { token: u.token })).rawPayload.equals(image)).toBe(true);
    }
  });

  it('stored before encryption are still shown, and are encrypted by the start-up pass', async () => {
    const u = await t.signUp();
    const { front_url } = (await submit(t, u.token, form())).json().data;
    const name = fileOf(front_url);
    // As an older version wrote it: the plain image.
    await t.ctx.files.put('identity', name, { data: TINY_PNG, mime: 'image/png' });
    const before = await get(`/admin/api/identity/images/${name}`, { 'x-admin-token': op });
    expect(before.rawPayload.equals(TINY_PNG)).toBe(true);

    expect(await t.services.identity.sealOlderPhotos()).toBe(1);
    expect((await t.ctx.files.get('identity', name))!.data.equals(TINY_PNG)).toBe(false);
    expect(await t.services.identity.sealOlderPhotos()).toBe(0);
    const after = await get(`/admin/api/identity/images/${name}`, { 'x-admin-token': op });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('cannot be swapped: a sealed photo moved under another name does not open', async () => {
    const u = await t.signUp();
    const { front_url, back_url } = (await submit(t, u.token, form())).json().data;
    const front = (await t.ctx.files.get('identity', fileOf(front_url)))!;
    await t.ctx.files.put('identity', fileOf(back_url), front);
    const res = await get(`/admin/api/identity/images/${fileOf(back_url)}`, { 'x-admin-token': op });
    expect(res.statusCode).toBe(500);
    expect(res.rawPayload.equals(TINY_PNG)).toBe(false);
  });
});
