import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { admin, detail, form, identityTestApp, inbox, submit } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => ({ t, op } = await identityTestApp()));
afterAll(() => t.close());

const auditLog = async () =>
  (await t.app.inject({ method: 'GET', url: '/admin/api/audit-log?size=100', headers: { 'x-admin-token': op } })).json().data.list as {
    action: string; operator: string; target: string; detail: Record<string, unknown>;
  }[];

describe('operator decisions', () => {
  it('lists the queue oldest first, audits each decision and refuses a second decision', async () => {
    const users = [await t.signUp(), await t.signUp(), await t.signUp()];
    const ids: number[] = [];
    for (const u of users) {
      ids.push((await submit(t, u.token, form())).json().data.id);
      t.clock.advance(1000);
    }
    const queue = (await admin(t, op, 'GET', '/queue?state=pending&page=1&size=2')).json().data;
    expect(queue).toMatchObject({ total: 3, page: 1, size: 2 });
    expect(queue.list.map((r: { id: number }) => r.id)).toEqual(ids.slice(0, 2));
    expect((await admin(t, op, 'GET', '/queue?page=2&size=2')).json().data.list.map((r: { id: number }) => r.id)).toEqual([ids[2]]);

    const [first, second] = ids as [number, number];
    expect((await admin(t, op, 'POST', `/${first}/approve`)).statusCode).toBe(200);
    expect((await admin(t, op, 'POST', `/${second}/reject`, { reason: 'Name does not match the document' })).statusCode).toBe(200);

    const log = await auditLog();
    expect(log.find((e) => e.action === 'identity.approve')).toMatchObject({ operator: 'kyc_op', target: `user:${users[0]!.id}`, detail: { verification_id: first } });
    expect(log.find((e) => e.action === 'identity.reject')).toMatchObject({
      operator: 'kyc_op', target: `user:${users[1]!.id}`, detail: { verification_id: second, reason: 'Name does not match the document' },
    });
    const logged = log.filter((e) => e.action.startsWith('identity.')).length;

    // Decided once is decided: every further decision is a conflict and changes nothing.
    for (const [id, action, body] of [
      [first, 'approve', undefined],
      [first, 'reject', { reason: 'Changed my mind' }],
      [second, 'approve', undefined],
      [second, 'reject', { reason: 'Again' }],
    ] as const) {
      const res = await admin(t, op, 'POST', `/${id}/${action}`, body);
      expect(res.statusCode, `${id} ${action}`).toBe(409);
      expect(res.json().error).toBe('CONFLICT');
    }
    expect((await detail(t, users[0]!.token)).json().data.state).toBe('approved');
    expect((await detail(t, users[1]!.token)).json().data).toMatchObject({ state: 'rejected', reason: 'Name does not match the document' });
    expect((await auditLog()).filter((e) => e.action.startsWith('identity.')).length).toBe(logged);
    expect((await inbox(t, users[0]!.token)).filter((m) => m.kind?.startsWith('identity_'))).toHaveLength(1);

    expect((await admin(t, op, 'POST', '/999999/approve')).statusCode).toBe(404);
    expect((await admin(t, op, 'GET', '/999999')).statusCode).toBe(404);
  });

  it('lets only one of two simultaneous decisions on the same submission win', async () => {
    const u = await t.signUp();
    const id = (await submit(t, u.token, form())).json().data.id;
    const results = await Promise.all([admin(t, op, 'POST', `/${id}/approve`), admin(t, op, 'POST', `/${id}/reject`, { reason: 'Photo unreadable' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const log = (await auditLog()).filter((e) => e.detail['verification_id'] === id);
    expect(log).toHaveLength(1);
    expect((await inbox(t, u.token)).filter((m) => m.kind?.startsWith('identity_'))).toHaveLength(1);
  });

  it('is closed to users and to visitors', async () => {
    const u = await t.signUp();
    const id = (await submit(t, u.token, form())).json().data.id;
    for (const headers of [{}, { token: u.token }, { 'x-admin-token': u.token }]) {
      expect((await t.app.inject({ method: 'GET', url: '/admin/api/identity/queue', headers })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: `/admin/api/identity/${id}/approve`, headers })).statusCode).toBe(401);
    }
    expect((await detail(t, u.token)).json().data.state).toBe('pending');
  });
});
