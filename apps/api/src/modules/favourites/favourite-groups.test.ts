import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FAVOURITE_GROUPS_MAX, FAVOURITES_MAX } from '@meridian/contract/favourites';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { createFavouritesService } from './service.ts';
import { favouriteGroups, favourites } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (token: string, method: Method, url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url: `/api/favourites${url}`, headers: { token, lang }, ...(payload ? { payload } : {}) });

describe('favourite groups', () => {
  it('start with the default group, which can be neither renamed nor deleted', async () => {
    const u = await t.signUp();
    const groups = (await call(u.token, 'GET', '/groups')).json().data;
    expect(groups).toEqual([expect.objectContaining({ name: 'all', is_default: true, count: 0 })]);
    const id = groups[0].id;
    const rename = await call(u.token, 'PUT', `/groups/${id}`, { name: 'Other' }, 'de');
    expect(rename.statusCode).toBe(422);
    expect(rename.json()).toMatchObject({ error: 'FAVOURITE_DEFAULT_GROUP', msg: 'Die Standardgruppe kann weder umbenannt noch gelöscht werden' });
    expect((await call(u.token, 'DELETE', `/groups/${id}`)).json().error).toBe('FAVOURITE_DEFAULT_GROUP');
    // Asking twice still makes one default group.
    expect((await call(u.token, 'GET', '/groups')).json().data).toHaveLength(1);
  });

  it('keep stocks in the order added, in one group or all, and move them home when a group is deleted', async () => {
    const u = await t.signUp();
    const tech = (await call(u.token, 'POST', '/groups', { name: '  Tech  ' })).json().data;
    expect(tech).toMatchObject({ name: 'Tech', is_default: false, count: 0 });
    const def = (await call(u.token, 'GET', '/groups')).json().data[0].id;
    await call(u.token, 'POST', '/', { code: '600000' });
    t.clock.advance(1000);
    await call(u.token, 'POST', '/', { code: '000001', group_id: tech.id });
    t.clock.advance(1000);
    await call(u.token, 'POST', '/', { code: '600000', group_id: tech.id });
    // Adding again is no error and adds nothing.
    expect((await call(u.token, 'POST', '/', { code: '600000' })).statusCode).toBe(200);

    const all = (await call(u.token, 'GET', '/')).json().data;
    expect(all.list.map((i: { code: string }) => i.code)).toEqual(['600000', '000001']);
    expect(all.list[0].group_ids).toEqual([def, tech.id]);
    expect(all).toMatchObject({ total: 2, max: FAVOURITES_MAX });
    const inTech = (await call(u.token, 'GET', `/?group_id=${tech.id}`)).json().data.list;
    expect(inTech.map((i: { code: string }) => i.code)).toEqual(['000001', '600000']);
    expect((await call(u.token, 'GET', '/check/600000')).json().data).toEqual({ code: '600000', favourite: true, group_ids: [def, tech.id] });

    const renamed = await call(u.token, 'PUT', `/groups/${tech.id}`, { name: 'Technology' });
    expect(renamed.json().data).toMatchObject({ name: 'Technology', count: 2 });

    // 000001 moves to the default group; 600000 was there already and stays once.
    expect((await call(u.token, 'DELETE', `/groups/${tech.id}`)).json().data).toEqual({ moved: 1 });
    const groups = (await call(u.token, 'GET', '/groups')).json().data;
    expect(groups).toEqual([expect.objectContaining({ id: def, count: 2 })]);
    expect((await call(u.token, 'GET', '/')).json().data.list.map((i: { code: string }) => i.code)).toEqual(['600000', '000001']);

    expect((await call(u.token, 'DELETE', '/600000')).json().data).toEqual({ removed: 1 });
    expect((await call(u.token, 'GET', '/check/600000')).json().data.favourite).toBe(false);
  });

  it('refuse duplicate and bad names with a translated message', async () => {
    const u = await t.signUp();
    await call(u.token, 'POST', '/groups', { name: 'Energy' });
    const dup = await call(u.token, 'POST', '/groups', { name: 'ENERGY' }, 'fr');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: 'FAVOURITE_GROUP_NAME_TAKEN', msg: 'Un groupe portant ce nom existe déjà', data: null });
    expect((await call(u.token, 'POST', '/groups', { name: 'All' })).json().error).toBe('FAVOURITE_GROUP_NAME_TAKEN');
    for (const name of ['', '   ', 'x'.repeat(21)]) {
      const res = await call(u.token, 'POST', '/groups', { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'VALIDATION_FAILED', msg: 'Please check these fields: name' });
    }
    expect((await call(u.token, 'POST', '/groups', { name: '二十个字以内的名字' })).statusCode).toBe(200);
    expect((await call(u.token, 'GET', '/groups')).json().data).toHaveLength(3);
  });

  it('refuse malformed codes', async () => {
    const u = await t.signUp();
    for (const code of ['60000', '6000000', 'abcdef', '']) {
      expect((await call(u.token, 'POST', '/', { code })).json().error, code).toBe('VALIDATION_FAILED');
    }
    expect((await call(u.token, 'GET', '/check/12ab56')).statusCode).toBe(400);
    expect((await call(u.token, 'GET', '/')).json().data.total).toBe(0);
  });

  it(`allow at most ${FAVOURITE_GROUPS_MAX} groups, the default one included`, async () => {
    const u = await t.signUp();
    for (let i = 1; i < FAVOURITE_GROUPS_MAX; i++) expect((await call(u.token, 'POST', '/groups', { name: `G${i}` })).statusCode).toBe(200);
    const over = await call(u.token, 'POST', '/groups', { name: 'One more' }, 'zh_cn');
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ error: 'FAVOURITE_GROUP_LIMIT', msg: `自选分组最多${FAVOURITE_GROUPS_MAX}个` });
    expect((await call(u.token, 'GET', '/groups')).json().data).toHaveLength(FAVOURITE_GROUPS_MAX);
  });

  it('keep the group limit when many requests race', async () => {
    const u = await t.signUp();
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => call(u.token, 'POST', '/groups', { name: `Race ${i}` })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(FAVOURITE_GROUPS_MAX - 1);
    expect(results.filter((r) => r.statusCode !== 200).every((r) => r.json().error === 'FAVOURITE_GROUP_LIMIT')).toBe(true);
    const groups = (await call(u.token, 'GET', '/groups')).json().data;
    expect(groups).toHaveLength(FAVOURITE_GROUPS_MAX);
    expect(groups.filter((g: { is_default: boolean }) => g.is_default)).toHaveLength(1);
  });

  it(`allow at most ${FAVOURITES_MAX} favourites`, async () => {
    const u = await t.signUp();
    await call(u.token, 'GET', '/groups');
    const [def] = await t.ctx.db.select().from(favouriteGroups).where(eq(favouriteGroups.userId, u.id));
    const now = t.clock.now();
    // Filled behind the API's back; the first one is a real code so that re-adding it passes the market check.
    const rows = Array.from({ length: FAVOURITES_MAX }, (_, i) => ({ userId: u.id, groupId: def!.id, code: i === 0 ? '600000' : String(100000 + i), createdAt: now }));
    await t.ctx.db.insert(favourites).values(rows);
    const over = await call(u.token, 'POST', '/', { code: '600519' });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ error: 'FAVOURITE_LIMIT', msg: `You can have at most ${FAVOURITES_MAX} favourites` });
    // One already there is still "added" (nothing changes), so the star does not fail at the limit.
    expect((await call(u.token, 'POST', '/', { code: '600000' })).statusCode).toBe(200);
    expect((await call(u.token, 'GET', '/')).json().data.total).toBe(FAVOURITES_MAX);
  });

  it('ask the market whether a code exists', async () => {
    const u = await t.signUp();
    const service = createFavouritesService(t.ctx, { isKnownCode: (code) => code !== '999999' });
    await expect(service.add(u.id, '999999')).rejects.toMatchObject({ code: 'UNKNOWN_CODE', statusCode: 404 });
    expect(await service.add(u.id, '600000')).toMatchObject({ code: '600000' });
  });
});
