import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipoTestApp, TIMES, type IpoKit } from './ipo-test-kit.ts';

let k: IpoKit;
beforeAll(async () => {
  k = await ipoTestApp({ IPO_BASE_UNITS: '5' });
});
afterAll(() => k.t.close());

describe('an issue cancelled before the draw', () => {
  it('voids the applications, tells each applicant the reason, publishes the seed and records the operator', async () => {
    const upcoming = await k.createIssue();
    // Before the window: editable (audited), then cancelled without any application.
    const edited = await k.admin('PUT', `/issues/${upcoming.id}`, k.issueBody({ apply_code: upcoming.apply_code, issue_price: '30.00' }));
    expect(edited.json().data).toMatchObject({ issue_price: '30.00', state: 'scheduled' });
    expect(await k.auditActions('ipo.edit')).toHaveLength(1);

    const issue = await k.createIssue();
    await k.advanceAndRun(TIMES.start);
    const a = await k.investor();
    const b = await k.investor();
    for (const u of [a, b]) expect((await k.apply(u.token, issue.apply_code, 2000)).statusCode).toBe(200);

    expect((await k.admin('POST', `/issues/${issue.id}/cancel`, { reason: '' })).json().error).toBe('VALIDATION_FAILED');
    const res = await k.admin('POST', `/issues/${issue.id}/cancel`, { reason: 'The issuer withdrew its prospectus' });
    expect(res.json().data).toMatchObject({ state: 'cancelled', phase: 'cancelled', cancel_reason: 'The issuer withdrew its prospectus' });
    for (const u of [a, b]) {
      expect((await k.api(u.token, 'GET', '/applications?filter=none')).json().data.list[0]).toMatchObject({ state: 'void', issue_phase: 'cancelled' });
      const [note] = await k.messagesOf(u.token, 'ipo_cancelled');
      expect(note?.body).toContain('The issuer withdrew its prospectus');
    }
    const [audited] = await k.auditActions('ipo.cancel');
    expect(audited).toMatchObject({ target: `ipo:${issue.id}`, detail: { reason: 'The issuer withdrew its prospectus', applications_voided: 2 } });

    // The seed is published with the cancellation: anyone can see what the draw would have given.
    const d = await k.draw(issue.id);
    expect(createHash('sha256').update(Buffer.from(d.seed, 'hex')).digest('hex')).toBe(d.commitment);
    // Nothing more happens to it: no draw, no application, no second cancellation.
    await k.advanceAndRun(TIMES.listing);
    expect((await k.api(undefined, 'GET', `/issues/${issue.id}`)).json().data.state).toBe('cancelled');
    expect((await k.apply(a.token, issue.apply_code, 1000)).json().error).toBe('IPO_CODE_UNKNOWN');
    expect((await k.admin('POST', `/issues/${issue.id}/cancel`, { reason: 'again' })).json().error).toBe('IPO_NOT_CANCELLABLE');
    expect((await k.api(undefined, 'GET', '/issues')).json().data.list.map((i: { id: number }) => i.id)).not.toContain(issue.id);
  });
});
