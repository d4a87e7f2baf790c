import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveForTest, TINY_JPEG, TINY_PNG, uniqueIdCard } from '../../test/identity-helpers.ts';
import { loanTestApp, type LoanKit } from './loan-test-kit.ts';

let k: LoanKit;
beforeAll(async () => {
  k = await loanTestApp();
});
afterAll(() => k.t.close());

describe('a loan application needs a verified identity', () => {
  it('is refused before verification (and while it is under review), creating nothing, then accepted', async () => {
    const u = await k.borrower({ verified: false });
    const body = { amount: '2000.00', term_days: 30 };

    const refused = await k.api(u.token, 'POST', '/applications', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, data: null, error: 'IDENTITY_REQUIRED' });
    // The quote is open to everyone signed in: the form can show the cost before verification.
    expect((await k.api(u.token, 'GET', `/quote?amount=2000&term_days=30`)).statusCode).toBe(200);

    await k.t.services.identity.submit(u.id, { realName: '李四', idType: 'id_card', idNumber: uniqueIdCard(), front: { data: TINY_PNG }, back: { data: TINY_JPEG } });
    expect((await k.api(u.token, 'POST', '/applications', body)).json().error).toBe('IDENTITY_REQUIRED');
    expect((await k.api(u.token, 'GET', '/applications')).json().data).toMatchObject({ total: 0, list: [] });
    expect((await k.admin('GET', '/applications?state=pending')).json().data.list.filter((l: { user_id: number }) => l.user_id === u.id)).toEqual([]);

    const v = await k.borrower({ verified: false });
    await approveForTest(k.t, v.id, '王五');
    const accepted = await k.api(v.token, 'POST', '/applications', body);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.state).toBe('pending');
  });
});
