import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { HOUR, ipoTestApp, MIN, TIMES, type IpoKit } from './ipo-test-kit.ts';

let k: IpoKit;
beforeAll(async () => {
  k = await ipoTestApp({ IPO_BASE_UNITS: '5' });
});
afterAll(() => k.t.close());

type OpenApi = { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: unknown }> } }>> };

describe('operators cannot choose or change who is allocated', () => {
  it('offers no route that sets or alters an allocation: the whole IPO surface is listed here', () => {
    const spec = k.t.app.swagger() as unknown as OpenApi;
    const ipoRoutes = Object.entries(spec.paths)
      .filter(([p]) => p.includes('/ipo'))
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`))
      .sort();
    expect(ipoRoutes).toEqual(
      [
        'GET /admin/api/ipo/issues',
        'POST /admin/api/ipo/issues',
        'GET /admin/api/ipo/issues/{id}',
        'PUT /admin/api/ipo/issues/{id}',
        'POST /admin/api/ipo/issues/{id}/cancel',
        'GET /admin/api/ipo/issues/{id}/draw',
        'POST /admin/api/ipo/issues/{id}/draw',
        'GET /api/ipo/applications',
        'POST /api/ipo/applications',
        'POST /api/ipo/applications/one-click',
        'POST /api/ipo/applications/{id}/pay',
        'GET /api/ipo/calendar',
        'GET /api/ipo/issues',
        'GET /api/ipo/issues/{id}',
        'GET /api/ipo/issues/{id}/draw',
        'GET /api/ipo/issues/{id}/mine',
        'GET /api/ipo/open',
        'GET /api/ipo/quota',
      ].sort(),
    );
    // No request body anywhere names an allocation, a winner or a seed.
    for (const [p, methods] of Object.entries(spec.paths).filter(([p]) => p.includes('/ipo'))) {
      for (const op of Object.values(methods)) expect(JSON.stringify(op.requestBody ?? {}), p).not.toMatch(/allocat|winner|seed|user_id/);
    }
  });

  it('refuses edits once the window opens, cancellation after the draw, an early or second draw; the database refuses rewriting a draw', async () => {
    const issue = await k.createIssue({ public_quantity: 2_000, max_shares_per_user: 2_000 });
    const body = k.issueBody({ apply_code: issue.apply_code, public_quantity: 2_000, max_shares_per_user: 2_000 });
    expect((await k.admin('POST', `/issues/${issue.id}/draw`)).json().error).toBe('IPO_DRAW_NOT_DUE');
    await k.advanceAndRun(TIMES.start);
    expect((await k.admin('PUT', `/issues/${issue.id}`, body)).json().error).toBe('IPO_NOT_EDITABLE');
    const users = [];
    for (let i = 0; i < 4; i += 1) {
      const u = await k.investor();
      expect((await k.apply(u.token, issue.apply_code, 2000)).statusCode).toBe(200);
      users.push(u);
    }
    // Still open: no early draw that would shut out later applicants.
    expect((await k.admin('POST', `/issues/${issue.id}/draw`)).json().error).toBe('IPO_DRAW_NOT_DUE');

    // The window has closed (the draw time is an hour away): the operator may run the draw now, audited.
    k.t.clock.advance(TIMES.end - TIMES.start + MIN);
    const late = await k.investor();
    const closedAt = new Date(Date.parse(issue.subscribe_end) + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
    expect((await k.apply(late.token, issue.apply_code, 1000)).json()).toMatchObject({ error: 'IPO_CLOSED', msg: `Subscription for this issue closed at ${closedAt} (Beijing time)` });
    const drawn = await k.admin('POST', `/issues/${issue.id}/draw`);
    expect(drawn.json().data).toMatchObject({ state: 'drawn', applications: 4, allocated_shares: 2000 });
    const [audited] = await k.auditActions('ipo.draw');
    expect(audited).toMatchObject({ target: `ipo:${issue.id}`, detail: { total_units: 8, winning_units: 2 } });
    const result = (await k.draw(issue.id)).applications;

    expect((await k.admin('POST', `/issues/${issue.id}/draw`)).json().error).toBe('IPO_ALREADY_DRAWN');
    expect((await k.admin('POST', `/issues/${issue.id}/cancel`, { reason: 'Changed our mind' })).json().error).toBe('IPO_NOT_CANCELLABLE');
    await k.advanceAndRun(TIMES.draw); // the job at the draw time does nothing more
    expect((await k.draw(issue.id)).applications).toEqual(result);

    // Even with direct database access, a published draw cannot be rewritten.
    const winner = result.find((a: { allocated_units: number }) => a.allocated_units > 0);
    const loser = result.find((a: { allocated_units: number }) => a.allocated_units === 0);
    const db = k.t.ctx.db;
    await expect(db.execute(sql`UPDATE ipo_applications SET allocated_units = 0, allocated_shares = 0 WHERE id = ${winner.id}`)).rejects.toThrow();
    await expect(db.execute(sql`UPDATE ipo_applications SET allocated_units = 2, allocated_shares = 2000 WHERE id = ${loser.id}`)).rejects.toThrow();
    await expect(db.execute(sql`UPDATE ipo_seeds SET seed = ${'00'.repeat(32)} WHERE issue_id = ${issue.id}`)).rejects.toThrow();
    await expect(db.execute(sql`UPDATE ipo_issues SET commitment = ${'00'.repeat(32)} WHERE id = ${issue.id}`)).rejects.toThrow();
    await expect(db.execute(sql`DELETE FROM ipo_applications WHERE id = ${loser.id}`)).rejects.toThrow();
    expect((await k.draw(issue.id)).applications).toEqual(result);
  });
});
