import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_USERNAME: 'news_op', OPERATOR_PASSWORD: 'Operator-pass-2026' });
  await t.services.admin.ensureFirstOperator();
  op = (await operatorLogin(t.app, 'news_op', 'Operator-pass-2026'));
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = op) =>
  t.app.inject({ method, url: `/admin/api/news${url}`, headers: { 'x-admin-token': token, lang: 'en' }, ...(payload ? { payload } : {}) });

describe('operators and news', () => {
  it('create, edit, publish and unpublish, each in the audit log', async () => {
    const created = (await admin('POST', '', { category: 'foreign', title: 'Trade talks', summary: 'Short', body_html: '<p>Body</p>', source: 'Desk' })).json().data;
    expect(created).toMatchObject({ category: 'foreign', title: 'Trade talks', summary: 'Short', source: 'Desk', status: 'draft', is_sample: false });
    const edited = (await admin('PUT', `/${created.id}`, { title: 'Trade talks resume', category: 'domestic' })).json().data;
    expect(edited).toMatchObject({ title: 'Trade talks resume', category: 'domestic', summary: 'Short', body_html: '<p>Body</p>' });
    expect((await admin('GET', `/${created.id}`)).json().data.title).toBe('Trade talks resume');
    await admin('POST', `/${created.id}/publish`);
    await admin('POST', `/${created.id}/unpublish`);

    const log = (await t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=100', headers: { 'x-admin-token': op } })).json().data.list;
    const mine = log.filter((e: { target: string }) => e.target === `news:${created.id}`).map((e: { action: string }) => e.action);
    expect(mine.sort()).toEqual(['news.create', 'news.edit', 'news.publish', 'news.unpublish']);
    const edit = log.find((e: { action: string; target: string }) => e.action === 'news.edit' && e.target === `news:${created.id}`);
    expect(edit).toMatchObject({ operator: 'news_op', detail: { fields: ['category', 'title'] } });
  });

  it('get clear errors for bad input and missing articles, and nothing changes', async () => {
    const bad = await admin('POST', '', { category: 'gossip', title: '', body_html: '<p>x</p>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_FAILED');
    expect(bad.json().msg).toMatch(/category/);
    expect((await admin('POST', '', { category: 'market', title: 'x'.repeat(201), body_html: '<p>x</p>' })).statusCode).toBe(400);
    expect((await admin('PUT', '/1', {})).statusCode).toBe(400);
    expect((await admin('PUT', '/999999', { title: 'Nope' })).statusCode).toBe(404);
    expect((await admin('POST', '/999999/publish')).statusCode).toBe(404);
    expect((await admin('GET', '?size=100')).json().data.total).toBe(1);
  });

  it('list drafts and published together, filtered by status and category', async () => {
    const pub = (await admin('POST', '', { category: 'market', title: 'Live', body_html: '<p>x</p>', publish: true })).json().data;
    expect(pub.status).toBe('published');
    expect(pub.published_at).not.toBeNull();
    const all = (await admin('GET', '?size=100')).json().data;
    expect(all.total).toBe(2);
    expect((await admin('GET', '?status=published')).json().data.list.map((i: { id: number }) => i.id)).toEqual([pub.id]);
    expect((await admin('GET', '?category=market')).json().data.total).toBe(1);
  });

  it('need an operator session; a user token is not one', async () => {
    const u = await t.signUp();
    expect((await admin('GET', '', undefined, '')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/admin/api/news', headers: { token: u.token }, payload: { category: 'market', title: 'x', body_html: '<p>x</p>' } });
    expect(res.statusCode).toBe(401);
  });
});
