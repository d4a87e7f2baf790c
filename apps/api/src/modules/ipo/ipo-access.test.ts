import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipoTestApp, TIMES, type IpoKit } from './ipo-test-kit.ts';

let k: IpoKit;
beforeAll(async () => {
  k = await ipoTestApp({ IPO_BASE_UNITS: '5' });
});
afterAll(() => k.t.close());

describe('who sees and does what', () => {
  it('lets user B neither see nor pay user A’s application, and keeps personal routes behind a session', async () => {
    const issue = await k.createIssue({ public_quantity: 5_000 });
    await k.advanceAndRun(TIMES.start);
    const a = await k.investor({ cash: 20_000_000n });
    const b = await k.investor({ cash: 20_000_000n });
    const mine = (await k.apply(a.token, issue.apply_code, 5000)).json().data;
    await k.advanceAndRun(TIMES.draw - TIMES.start);

    // B's lists and views hold nothing of A's.
    expect((await k.api(b.token, 'GET', '/applications')).json().data).toMatchObject({ list: [], total: 0 });
    expect((await k.api(b.token, 'GET', `/issues/${issue.id}/mine`)).json().data.application).toBeNull();
    // B cannot pay A's allocation (not found, as if it did not exist); nothing moves.
    const stolen = await k.pay(b.token, mine.id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error).toBe('NOT_FOUND');
    expect((await k.balances(b.id)).cash_available).toBe(20_000_000n);
    expect((await k.balances(a.id)).cash_available).toBe(20_000_000n);
    expect((await k.api(a.token, 'GET', '/applications')).json().data.list[0].state).toBe('allocated');

    // Without a session: the personal routes answer 401, the public ones answer.
    for (const [method, url] of [['GET', '/applications'], ['GET', '/quota'], ['GET', '/open'], ['POST', `/applications/${mine.id}/pay`], ['POST', '/applications/one-click']] as const) {
      expect((await k.api(undefined, method, url, method === 'POST' ? { pay_password: '1' } : undefined)).statusCode, url).toBe(401);
    }
    expect((await k.api(undefined, 'GET', '/issues')).statusCode).toBe(200);
    expect((await k.api(undefined, 'GET', `/issues/${issue.id}/draw`)).statusCode).toBe(200);
    // A user's token is no operator's: the back office answers 401.
    const asUser = await k.t.app.inject({ method: 'GET', url: '/admin/api/ipo/issues', headers: { token: a.token } });
    expect(asUser.statusCode).toBe(401);
  });
});
