import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { admin, detail, form, identityTestApp, inbox, submissionCount, submit } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => ({ t, op } = await identityTestApp()));
afterAll(() => t.close());

describe('rejected, then resubmitted', () => {
  it('shows the operator’s reason to the user, lets them submit again and keeps both submissions', async () => {
    const a = await t.signUp();
    const first = (await submit(t, a.token, form({ real_name: 'Li Lei' }))).json().data;

    const rejected = await admin(t, op, 'POST', `/${first.id}/reject`, { reason: '  The back photo is blurred  ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ state: 'rejected', reason: 'The back photo is blurred', reviewed_by: 'kyc_op' });

    const seen = (await detail(t, a.token)).json().data;
    expect(seen).toMatchObject({ id: first.id, state: 'rejected', reason: 'The back photo is blurred', can_submit: true });
    expect(await t.services.identity.status(a.id)).toEqual({ state: 'rejected', real_name: 'Li Lei', reason: 'The back photo is blurred' });
    await expect(t.services.identity.requireVerified(a.id)).rejects.toMatchObject({ code: 'IDENTITY_REQUIRED' });

    const [notice] = await inbox(t, a.token);
    expect(notice).toMatchObject({ kind: 'identity_rejected', title: 'Identity verification not approved' });
    expect(notice?.body).toContain('Reason: The back photo is blurred.');
    const zh = (await t.app.inject({ method: 'GET', url: '/api/messages', headers: { token: a.token, lang: 'zh_cn' } })).json().data.list[0];
    expect(zh).toMatchObject({ title: '实名认证未通过' });

    // The rejected document number is free again: the same user may reuse it.
    const second = await submit(t, a.token, form({ real_name: 'Li Lei', id_number: rejected.json().data.id_number }));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data).toMatchObject({ state: 'pending', reason: null, can_submit: false });
    expect(second.json().data.id).toBeGreaterThan(first.id);
    expect((await detail(t, a.token)).json().data.id).toBe(second.json().data.id);

    // Both stay on record; the operator's detail shows the history, newest first.
    expect(await submissionCount(t)).toBe(2);
    const history = (await admin(t, op, 'GET', `/${second.json().data.id}`)).json().data.history;
    expect(history.map((h: { id: number; state: string }) => [h.id, h.state])).toEqual([
      [second.json().data.id, 'pending'],
      [first.id, 'rejected'],
    ]);
    // The first submission's photos remain visible to the owner.
    expect((await t.app.inject({ method: 'GET', url: first.front_url, headers: { token: a.token } })).statusCode).toBe(200);

    expect((await admin(t, op, 'POST', `/${second.json().data.id}/approve`)).statusCode).toBe(200);
    expect(await t.services.identity.verifiedName(a.id)).toBe('Li Lei');
    expect((await admin(t, op, 'GET', '/queue?state=rejected')).json().data.list.map((r: { id: number }) => r.id)).toEqual([first.id]);
  });

  it('refuses a reason shorter than 2 or longer than 200 characters and leaves the submission pending', async () => {
    const b = await t.signUp();
    const s = (await submit(t, b.token, form())).json().data;
    for (const reason of ['', ' x ', 'y'.repeat(201)]) {
      const res = await admin(t, op, 'POST', `/${s.id}/reject`, { reason });
      expect(res.statusCode, reason).toBe(400);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    }
    expect((await detail(t, b.token)).json().data.state).toBe('pending');
    expect((await admin(t, op, 'POST', `/${s.id}/reject`, { reason: 'y'.repeat(200) })).statusCode).toBe(200);
  });
});
