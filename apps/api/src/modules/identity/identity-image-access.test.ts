import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../test/helper.ts';
import { admin, detail, form, identityTestApp, storedImages, submit } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => ({ t, op } = await identityTestApp()));
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { lang: 'en', ...headers } });

describe('identity photos and states are private', () => {
  it('serves A’s photos to A and to operators only; B gets 404 and never A’s state', async () => {
    const [a, b] = [await t.signUp(), await t.signUp()];
    const mine = (await submit(t, a.token, form({ real_name: 'Han Meimei' }))).json().data;
    const files = [mine.front_url, mine.back_url].map((u: string) => u.split('/').pop() as string);

    for (const file of files) {
      expect((await get(`/api/identity/images/${file}`, { token: a.token })).statusCode).toBe(200);
      const asB = await get(`/api/identity/images/${file}`, { token: b.token });
      expect(asB.statusCode).toBe(404);
      expect(asB.json()).toMatchObject({ error: 'NOT_FOUND', data: null });
      expect((await get(`/api/identity/images/${file}`)).statusCode).toBe(401);
      expect((await get(`/admin/api/identity/images/${file}`, { 'x-admin-token': op })).statusCode).toBe(200);
      // A user's session is no operator session.
      expect((await get(`/admin/api/identity/images/${file}`, { token: a.token, 'x-admin-token': a.token })).statusCode).toBe(401);
    }

    // B's own answer is B's: nothing of A leaks.
    const bView = (await detail(t, b.token)).json().data;
    expect(bView).toMatchObject({ state: 'none', real_name: null, front_url: null });
    expect(await t.services.identity.status(b.id)).toEqual({ state: 'none' });
    expect(await t.services.identity.verifiedName(b.id)).toBeUndefined();

    // After approval of A, still nothing for B.
    expect((await admin(t, op, 'POST', `/${mine.id}/approve`)).statusCode).toBe(200);
    expect((await detail(t, b.token)).json().data.state).toBe('none');
    expect((await get(`/api/identity/images/${files[0]}`, { token: b.token })).statusCode).toBe(404);
  });

  it('answers 404 for unknown names and refuses anything that looks like a path', async () => {
    const c = await t.signUp();
    await submit(t, c.token, form());
    expect((await get(`/api/identity/images/${'0'.repeat(32)}.png`, { token: c.token })).statusCode).toBe(404);
    expect((await get(`/admin/api/identity/images/${'0'.repeat(32)}.png`, { 'x-admin-token': op })).statusCode).toBe(404);
    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '..%2Fkeys%2Fprivate.pem', 'abc.png', `${'a'.repeat(32)}.gif`]) {
      const res = await get(`/api/identity/images/${bad}`, { token: c.token });
      expect([400, 404], bad).toContain(res.statusCode);
    }
  });

  it('keeps the photos outside any served folder: under DATA_DIR/identity on PGlite, in the database on PostgreSQL', async () => {
    expect((await storedImages(t)).length).toBeGreaterThan(0);
    if (t.ctx.files.kind === 'disk') expect(readdirSync(path.join(t.dataDir, 'identity')).sort()).toEqual((await storedImages(t)).sort());
    // Whatever the static apps answer for other paths (an SPA may fall back to its index page), never the photo.
    for (const file of (await storedImages(t))) {
      for (const url of [`/identity/${file}`, `/www/identity/${file}`, `/admin/identity/${file}`, `/data/identity/${file}`]) {
        expect(String((await get(url)).headers['content-type'] ?? ''), url).not.toMatch(/^image\//);
      }
    }
  });

  it('masks the document number for its owner and shows it whole only in the back office', async () => {
    const d = await t.signUp();
    const s = (await submit(t, d.token, form())).json().data;
    const full = (await admin(t, op, 'GET', `/${s.id}`)).json().data.id_number as string;
    expect(s.id_number_masked).not.toContain(full.slice(3, 14));
    expect(JSON.stringify((await detail(t, d.token)).json())).not.toContain(full);
  });
});
