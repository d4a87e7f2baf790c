import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/helper.ts';
import { users } from '../auth/tables.ts';
import { userMessages } from './tables.ts';
import { operatorLogin } from '../../test/operator-helpers.ts';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await buildTestApp({ OPERATOR_USERNAME: 'msg_op', OPERATOR_PASSWORD: 'Operator-pass-2026' });
  await t.services.admin.ensureFirstOperator();
  op = (await operatorLogin(t.app, 'msg_op', 'Operator-pass-2026'));
});
afterAll(() => t.close());

const broadcast = (payload: object, token = op) =>
  t.app.inject({ method: 'POST', url: '/admin/api/messages/broadcast', headers: { 'x-admin-token': token, lang: 'en' }, payload });
const messageCount = async () => (await t.ctx.db.select({ n: count() }).from(userMessages))[0]!.n;

describe('a broadcast', () => {
  it('reaches every user, reads as written in every language, is pushed and audited', async () => {
    const people = [await t.signUp(), await t.signUp(), await t.signUp()];
    const userCount = (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;
    const pushed: { userId: number; frame: { type: string } }[] = [];
    t.ctx.bus.subscribe('user', (p) => void pushed.push(p as (typeof pushed)[number]));

    const res = await broadcast({ title: '  Maintenance tonight ', body: 'Trading stays open; the app may be slow between 22:00 and 23:00.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ recipients: userCount });

    for (const p of people) {
      for (const lang of ['en', 'zh_cn']) {
        const [m] = (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { token: p.token, lang } })).json().data.list;
        expect(m).toMatchObject({ kind: 'broadcast', title: 'Maintenance tonight', body: 'Trading stays open; the app may be slow between 22:00 and 23:00.', read: false });
      }
      expect(pushed.filter((f) => f.userId === p.id).map((f) => f.frame.type)).toEqual(['message', 'unread']);
    }

    const log = (await t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=100', headers: { 'x-admin-token': op } })).json().data.list;
    expect(log.find((e: { action: string }) => e.action === 'message.broadcast')).toMatchObject({
      operator: 'msg_op',
      target: 'Maintenance tonight',
      detail: { recipients: userCount, title: 'Maintenance tonight' },
    });
  });

  it('refuses bad input and non-operators, sending nothing', async () => {
    const u = await t.signUp();
    const before = await messageCount();
    const empty = await broadcast({ title: ' ', body: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'VALIDATION_FAILED', msg: 'Please check these fields: title' });
    expect((await broadcast({ title: 'x', body: 'y'.repeat(2001) })).statusCode).toBe(400);
    const asUser = await t.app.inject({ method: 'POST', url: '/admin/api/messages/broadcast', headers: { token: u.token }, payload: { title: 'x', body: 'y' } });
    expect(asUser.statusCode).toBe(401);
    expect(await messageCount()).toBe(before);
  });
});
