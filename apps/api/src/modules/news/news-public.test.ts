import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS } from '@meridian/contract/languages';
import { NEWS_CATEGORIES } from '@meridian/contract/news';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { SAMPLE_COUNT, seedSampleNews } from './samples.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_USERNAME: 'news_op', OPERATOR_PASSWORD: 'Operator-pass-2026' });
  await t.services.admin.ensureFirstOperator();
  op = (await operatorLogin(t.app, 'news_op', 'Operator-pass-2026'));
});
afterAll(() => t.close());

const get = (url: string, lang = 'en') => t.app.inject({ method: 'GET', url: `/api/news${url}`, headers: { lang } });
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/admin/api/news${url}`, headers: { 'x-admin-token': op, lang: 'en' }, ...(payload ? { payload } : {}) });

describe('sample articles', () => {
  it('are seeded once, in every language, at least one per category, all marked as samples', async () => {
    expect(await seedSampleNews(t.ctx.db, t.clock.now())).toBe(SAMPLE_COUNT * LANGS.length);
    expect(await seedSampleNews(t.ctx.db, t.clock.now())).toBe(0);
    const all = (await get('?size=100')).json().data;
    expect(all.total).toBe(SAMPLE_COUNT);
    for (const item of all.list) expect(item.is_sample).toBe(true);
    for (const category of NEWS_CATEGORIES) expect(all.list.some((i: { category: string }) => i.category === category), category).toBe(true);
  });

  it('are written in the reader’s language, not copied from English', async () => {
    const titles = new Map<string, string[]>();
    for (const lang of LANGS) {
      const list = (await get('?size=100', lang)).json().data.list as { title: string }[];
      expect(list, lang).toHaveLength(SAMPLE_COUNT);
      titles.set(lang, list.map((i) => i.title));
    }
    const english = new Set(titles.get('en'));
    for (const lang of LANGS.filter((l) => l !== 'en')) for (const title of titles.get(lang)!) expect(english.has(title), `${lang}: ${title}`).toBe(false);
  });

  it('answer a stock’s news on its quote page', async () => {
    const moutai = (await get('?code=600519', 'de')).json().data.list as { title: string }[];
    expect(moutai).toHaveLength(1);
    expect(moutai[0]!.title).toContain('Kweichow Moutai');
    expect((await get('?code=000001')).json().data.list).toEqual([]);
    expect((await get('?code=abc')).statusCode).toBe(400);
  });
});

describe('the public news list', () => {
  it('filters by category and pages, newest first', async () => {
    const market = (await get('?category=market&size=100')).json().data;
    expect(market.list.length).toBeGreaterThan(0);
    expect(market.list.every((i: { category: string }) => i.category === 'market')).toBe(true);
    expect((await get('?category=&size=100')).json().data.total).toBe(SAMPLE_COUNT);

    const p1 = (await get('?size=2&page=1')).json().data;
    const p2 = (await get('?size=2&page=2')).json().data;
    expect(p1).toMatchObject({ page: 1, size: 2, total: SAMPLE_COUNT });
    expect(p1.list).toHaveLength(2);
    expect(p2.list).toHaveLength(2);
    const ids = [...p1.list, ...p2.list].map((i: { id: number }) => i.id);
    expect(new Set(ids).size).toBe(4);
    const times = [...p1.list, ...p2.list].map((i: { published_at: string }) => Date.parse(i.published_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Object.keys(p1.list[0]).sort()).toEqual(['category', 'id', 'is_sample', 'published_at', 'source', 'summary', 'title']);
  });

  it('refuses an unknown category or page size with a translated message', async () => {
    const bad = await get('?category=sports', 'de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION_FAILED', msg: 'Bitte prüfen Sie diese Felder: category', data: null });
    expect((await get('?size=1000')).statusCode).toBe(400);
  });

  it('gives the detail with its body and a disclaimer in the request language', async () => {
    const [first] = (await get('?size=1')).json().data.list;
    const en = (await get(`/${first.id}`, 'en')).json().data;
    const zh = (await get(`/${first.id}`, 'zh_cn')).json().data;
    expect(en.body_html).toMatch(/^<p>|^<h/);
    expect(en.disclaimer).toMatch(/^Information is for reference only and is not investment advice/);
    expect(zh.disclaimer).toMatch(/不构成投资建议/);
    expect(zh.body_html).toBe(en.body_html);
    expect((await get('/99999999')).statusCode).toBe(404);
    expect((await get('/abc')).statusCode).toBe(400);
  });
});

describe('drafts', () => {
  it('stay invisible to the public until published, and again once unpublished', async () => {
    const draft = (await admin('POST', '', { category: 'domestic', title: 'Draft piece', body_html: '<p>Not yet</p>' })).json().data;
    expect(draft).toMatchObject({ status: 'draft', published_at: null, is_sample: false });
    const visible = async () => (await get('?size=100')).json().data.list.some((i: { id: number }) => i.id === draft.id);
    expect(await visible()).toBe(false);
    expect((await get(`/${draft.id}`)).statusCode).toBe(404);
    expect((await admin('GET', '?status=draft')).json().data.list.map((i: { id: number }) => i.id)).toContain(draft.id);

    t.clock.advance(60_000);
    const published = (await admin('POST', `/${draft.id}/publish`)).json().data;
    expect(published.status).toBe('published');
    expect(await visible()).toBe(true);
    expect((await get('?size=1')).json().data.list[0].id).toBe(draft.id);
    expect((await get(`/${draft.id}`)).json().data.title).toBe('Draft piece');

    const withdrawn = (await admin('POST', `/${draft.id}/unpublish`)).json().data;
    expect(withdrawn).toMatchObject({ status: 'draft', published_at: published.published_at });
    expect(await visible()).toBe(false);
    expect((await get(`/${draft.id}`)).statusCode).toBe(404);
  });
});
