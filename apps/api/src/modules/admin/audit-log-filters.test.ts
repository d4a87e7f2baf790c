import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { addOperator, operatorTestApp } from '../../test/operator-helpers.ts';

type Entry = { id: number; operator: string | null; action: string; target: string; created_at: string };

let t: TestApp;
let root: string;
let markets: number;
beforeAll(async () => {
  ({ t, op: root } = await operatorTestApp());
  await addOperator(t, root, 'audit_markets', ['markets']);
  const list = (await read('')).list;
  markets = Number(list.find((e) => e.action === 'operator.create')!.target.split(':')[1]);
  const changed = await t.app.inject({ method: 'PUT', url: `/admin/api/operators/${markets}/roles`, headers: { 'x-admin-token': root }, payload: { roles: ['markets', 'support'] } });
  expect(changed.statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (query: string) => t.app.inject({ method: 'GET', url: `/admin/api/audit-log?size=100${query}`, headers: { 'x-admin-token': root, lang: 'en' } });
async function read(query: string): Promise<{ list: Entry[]; total: number }> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('the audit log, filtered', () => {
  it('by one action, or by its area', async () => {
    const roles = await read('&action=operator.roles');
    expect(roles.list.map((e) => [e.action, e.target])).toEqual([['operator.roles', `operator:${markets}`]]);
    expect(roles.total).toBe(1);

    const all = await read('');
    const area = await read('&action=operator');
    expect(area.list.length).toBeGreaterThan(3);
    expect(area.list.every((e) => e.action.startsWith('operator.'))).toBe(true);
    expect(area.total).toBe(all.list.filter((e) => e.action.startsWith('operator.')).length);
  });

  it('by operator (any case), by exact target, and both with the action', async () => {
    const theirs = await read('&operator=AUDIT_MARKETS');
    expect(theirs.list.length).toBeGreaterThan(0);
    expect(new Set(theirs.list.map((e) => e.operator))).toEqual(new Set(['audit_markets']));

    const target = await read(`&target=operator:${markets}`);
    expect(target.list.map((e) => e.action)).toEqual(['operator.roles', 'operator.create']);
    expect((await read(`&target=operator:${markets}&action=operator.create&operator=test_op`)).list.map((e) => e.action)).toEqual(['operator.create']);
    expect((await read(`&target=operator:${markets}&operator=audit_markets`)).total).toBe(0);
  });

  it('by time: from included, to excluded', async () => {
    const [latest] = (await read('&action=operator.roles')).list;
    const at = Date.parse(latest!.created_at);
    const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
    expect((await read(`&action=operator.roles&from=${iso(at)}&to=${iso(at + 1)}`)).total).toBe(1);
    expect((await read(`&action=operator.roles&to=${iso(at)}`)).total).toBe(0);
    expect((await read(`&action=operator.roles&from=${iso(at + 1)}`)).total).toBe(0);
    // An offset other than Z names the same instant.
    expect((await read(`&action=operator.roles&from=${encodeURIComponent(new Date(at).toISOString().replace('Z', '+00:00'))}`)).total).toBe(1);
  });

  it('refuses a filter it does not know, with the usual envelope', async () => {
    for (const query of ['&action=operator.nothing', '&action=oper', `&action=${encodeURIComponent("x' OR 1=1 --")}`, '&from=yesterday', '&from=2026-12-02T00:00:00Z&to=2026-12-01T00:00:00Z', `&operator=${'a'.repeat(65)}`]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 400, error: 'VALIDATION_FAILED' });
    }
  });
});
