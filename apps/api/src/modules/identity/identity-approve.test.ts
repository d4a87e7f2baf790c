import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/helper.ts';
import { TINY_JPEG, TINY_PNG, makeIdCard } from '../../test/identity-helpers.ts';
import { admin, detail, form, identityTestApp, inbox, submit } from './test-support.ts';

let t: TestApp;
let op: string;
beforeAll(async () => ({ t, op } = await identityTestApp()));
afterAll(() => t.close());

describe('submit → pending → approve → approved', () => {
  it('walks a user from no verification to an approved real name, masked for the user and full for operators', async () => {
    const a = await t.signUp();
    expect((await detail(t, a.token)).json().data).toEqual({
      state: 'none', id: null, real_name: null, id_type: null, id_number_masked: null, reason: null,
      submitted_at: null, reviewed_at: null, front_url: null, back_url: null, can_submit: true,
    });
    expect(await t.services.identity.status(a.id)).toEqual({ state: 'none' });

    // Lower-case check letter and spaces are accepted and normalised.
    const number = makeIdCard('19900307', 1);
    const given = `${number.slice(0, 6)} ${number.slice(6).toLowerCase()}`;
    const res = await submit(t, a.token, form({ real_name: '  Zhang  San ', id_number: given }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('Submitted successfully, now under review');
    const submitted = res.json().data;
    expect(submitted).toMatchObject({ state: 'pending', real_name: 'Zhang San', id_type: 'id_card', reason: null, reviewed_at: null, can_submit: false });
    expect(submitted.id_number_masked).toBe(`${number.slice(0, 3)}${'*'.repeat(11)}${number.slice(-4)}`);
    expect(submitted.front_url).toMatch(/^\/api\/identity\/images\/[a-f0-9]{32}\.png$/);
    expect(submitted.back_url).toMatch(/^\/api\/identity\/images\/[a-f0-9]{32}\.jpg$/);
    expect((await detail(t, a.token)).json().data).toEqual(submitted);
    expect(await t.services.identity.status(a.id)).toEqual({ state: 'pending', real_name: 'Zhang San' });
    expect(await t.services.identity.verifiedName(a.id)).toBeUndefined();

    // The owner can fetch both photos, byte for byte.
    const front = await t.app.inject({ method: 'GET', url: submitted.front_url, headers: { token: a.token } });
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/png');
    expect(front.headers['cache-control']).toBe('private, no-store');
    expect(front.rawPayload.equals(TINY_PNG)).toBe(true);
    const back = await t.app.inject({ method: 'GET', url: submitted.back_url, headers: { token: a.token } });
    expect(back.rawPayload.equals(TINY_JPEG)).toBe(true);

    // The operator's queue has it with the full number and the back-office photo URLs.
    const queue = (await admin(t, op, 'GET', '/queue')).json().data;
    expect(queue.total).toBe(1);
    const item = queue.list[0];
    expect(item).toMatchObject({ id: submitted.id, user: { id: a.id, username: a.username }, state: 'pending', real_name: 'Zhang San', id_number: number, reviewed_by: null });
    expect(item.front_url).toBe(submitted.front_url.replace('/api/', '/admin/api/'));
    const adminFront = await t.app.inject({ method: 'GET', url: item.front_url, headers: { 'x-admin-token': op } });
    expect(adminFront.statusCode).toBe(200);
    expect(adminFront.rawPayload.equals(TINY_PNG)).toBe(true);
    expect((await admin(t, op, 'GET', '/summary')).json().data).toEqual({ pending: 1 });

    const approved = await admin(t, op, 'POST', `/${submitted.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ state: 'approved', reviewed_by: 'kyc_op', reason: null, history: [expect.objectContaining({ id: submitted.id, state: 'approved' })] });

    const after = (await detail(t, a.token)).json().data;
    expect(after).toMatchObject({ state: 'approved', real_name: 'Zhang San', id_number_masked: submitted.id_number_masked, can_submit: false });
    expect(after.reviewed_at).not.toBeNull();
    expect(await t.services.identity.status(a.id)).toEqual({ state: 'approved', real_name: 'Zhang San' });
    expect(await t.services.identity.verifiedName(a.id)).toBe('Zhang San');
    expect(await t.services.identity.requireVerified(a.id)).toBe('Zhang San');
    expect((await admin(t, op, 'GET', '/queue')).json().data.total).toBe(0);
    expect((await admin(t, op, 'GET', '/queue?state=approved')).json().data.list).toEqual([expect.objectContaining({ id: submitted.id })]);

    const [notice] = await inbox(t, a.token);
    expect(notice).toMatchObject({ kind: 'identity_approved', title: 'Identity verified' });
    expect(notice?.body).toContain('Zhang San');

    // After approval nothing more may be submitted.
    const again = await submit(t, a.token, form());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'IDENTITY_ALREADY_APPROVED', data: null });
  });

  it('accepts a passport and masks its short number so that at least half stays hidden', async () => {
    const b = await t.signUp();
    const res = await submit(t, b.token, form({ real_name: 'Anna-Lena O. Müller', id_type: 'passport', id_number: 'e1234567x', back: TINY_PNG }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id_type: 'passport', real_name: 'Anna-Lena O. Müller', id_number_masked: 'E1*****7X' });
    const item = (await admin(t, op, 'GET', `/${res.json().data.id}`)).json().data;
    expect(item).toMatchObject({ id_number: 'E1234567X', id_type: 'passport' });
  });

  it('gives the same document number to one live verification only', async () => {
    const [c, d] = [await t.signUp(), await t.signUp()];
    const number = makeIdCard('19751120', 42);
    expect((await submit(t, c.token, form({ id_number: number }))).statusCode).toBe(200);
    const taken = await submit(t, d.token, form({ id_number: number }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'IDENTITY_DOCUMENT_IN_USE' });
    expect((await detail(t, d.token)).json().data.state).toBe('none');
  });
});
