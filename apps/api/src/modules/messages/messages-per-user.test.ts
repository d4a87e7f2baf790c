import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';

let t: TestApp;
const frames: { userId: number; frame: { type: string; data: unknown } }[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  t.ctx.bus.subscribe('user', (p) => void frames.push(p as (typeof frames)[number]));
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST', url: string, lang = 'en') =>
  t.app.inject({ method, url: `/api/messages${url}`, headers: { token, lang } });

describe('the message centre', () => {
  it('translates a notice when it is read, into the language of the request', async () => {
    // Registration itself leaves the welcome notice.
    const a = await t.signUp();
    const en = (await call(a.token, 'GET', '')).json().data;
    expect(en).toMatchObject({ total: 1, unread: 1, page: 1 });
    expect(en.list[0]).toMatchObject({ kind: 'welcome', title: `Welcome to Meridian, ${a.username}`, read: false, read_at: null, params: { username: a.username } });
    const de = (await call(a.token, 'GET', '', 'de')).json().data.list[0];
    expect(de.title).toBe(`Willkommen bei Meridian, ${a.username}`);
    expect(de.body).toMatch(/^Ihr Konto ist eingerichtet/);
    const zh = (await call(a.token, 'GET', '', 'zh_cn')).json().data.list[0];
    expect(zh.title).toBe(`欢迎来到Meridian，${a.username}`);
  });

  it('pushes each new message and the unread count to its owner only', async () => {
    // Registered without a language header, so the saved language is the default, German.
    const a = await t.signUp();
    frames.length = 0;
    const { id } = await t.services.messages.notify(a.id, 'password_changed');
    expect(frames).toEqual([
      { userId: a.id, frame: { type: 'message', data: expect.objectContaining({ id, kind: 'password_changed', title: 'Anmeldepasswort geändert', read: false }) } },
      { userId: a.id, frame: { type: 'unread', data: { count: 2 } } },
    ]);
  });

  it('counts unread messages, marks one and then all read', async () => {
    const a = await t.signUp();
    expect((await call(a.token, 'POST', '/read-all')).json().data).toEqual({ updated: 1, unread: 0 });
    const ids = [];
    for (const kind of ['welcome', 'password_changed', 'pay_password_changed'] as const) {
      ids.push((await t.services.messages.notify(a.id, kind, { username: a.username })).id);
      t.clock.advance(1000);
    }
    expect((await call(a.token, 'GET', '/unread-count')).json().data).toEqual({ count: 3 });
    const list = (await call(a.token, 'GET', '?size=2')).json().data;
    expect(list.list.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]]);
    expect(list).toMatchObject({ total: 4, size: 2 });

    frames.length = 0;
    const one = (await call(a.token, 'POST', `/${ids[0]}/read`)).json().data;
    expect(one).toMatchObject({ id: ids[0], unread: 2 });
    expect(frames).toContainEqual({ userId: a.id, frame: { type: 'unread', data: { count: 2 } } });
    // Marking again keeps the first time.
    expect((await call(a.token, 'POST', `/${ids[0]}/read`)).json().data.read_at).toBe(one.read_at);

    expect((await call(a.token, 'POST', '/read-all')).json().data).toEqual({ updated: 2, unread: 0 });
    expect((await call(a.token, 'GET', '/unread-count')).json().data).toEqual({ count: 0 });
    expect((await call(a.token, 'GET', '')).json().data.list.every((m: { read: boolean }) => m.read)).toBe(true);
  });

  it('never shows or marks another user’s messages, even by id', async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { id } = await t.services.messages.notify(a.id, 'password_changed');
    const seenByB = (await call(b.token, 'GET', '')).json().data;
    expect(seenByB).toMatchObject({ total: 1, unread: 1 });
    expect(seenByB.list.map((m: { id: number }) => m.id)).not.toContain(id);
    const res = await call(b.token, 'POST', `/${id}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'NOT_FOUND', data: null });
    expect((await call(b.token, 'POST', '/read-all')).json().data.updated).toBe(1);
    expect((await call(a.token, 'GET', '/unread-count')).json().data.count).toBe(2);
  });

  it('answers bad input and missing sessions with the envelope', async () => {
    const a = await t.signUp();
    const bad = await call(a.token, 'POST', '/abc/read', 'it');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_FAILED', msg: 'Controlli questi campi: id' });
    expect((await call(a.token, 'GET', '?page=0')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/messages' })).statusCode).toBe(401);
  });
});
