import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLottery } from './lottery.ts';
import { ipoTestApp, TIMES, type IpoKit } from './ipo-test-kit.ts';

const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/verify-ipo-draw.mjs');
let k: IpoKit;
let dir: string;
beforeAll(async () => {
  k = await ipoTestApp({ IPO_BASE_UNITS: '5' });
  dir = mkdtempSync(path.join(tmpdir(), 'ipo-draw-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await k.t.close();
});

/** Runs the repository's verifier with plain Node on a saved answer of the public endpoint. */
function verify(answer: unknown, ...args: string[]) {
  const file = path.join(dir, `draw-${Math.random()}.json`);
  writeFileSync(file, JSON.stringify(answer));
  const run = spawnSync(process.execPath, [SCRIPT, file, ...args], { encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

describe('a draw recomputed from its published data', () => {
  it('publishes the commitment at the opening, the seed at the draw, and the verifier script reproduces the allocation exactly', async () => {
    const issue = await k.createIssue({ public_quantity: 5_000 });
    const before = await k.api(undefined, 'GET', `/issues/${issue.id}/draw`);
    expect(before.json().data).toMatchObject({ state: 'scheduled', commitment: null, seed: null, applications: [] });

    await k.advanceAndRun(TIMES.start);
    const users = [];
    for (const shares of [5000, 3000, 1000, 4000, 2000, 5000]) {
      const u = await k.investor();
      const res = await k.apply(u.token, issue.apply_code, shares);
      expect(res.statusCode, res.body).toBe(200);
      users.push({ ...u, applicationId: res.json().data.id as number, shares });
    }
    // Open: the commitment is public, the seed is not; the numbered list so far is visible.
    const open = (await k.api(undefined, 'GET', `/issues/${issue.id}/draw`)).json();
    expect(open.data.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(open.data.seed).toBeNull();
    expect(open.data.applications.map((a: { units: number }) => a.units)).toEqual([5, 3, 1, 4, 2, 5]);
    expect(verify(open).status).toBe(3);

    await k.advanceAndRun(TIMES.draw - TIMES.start);
    const answer = (await k.api(undefined, 'GET', `/issues/${issue.id}/draw`)).json();
    const d = answer.data;
    expect(d.state).toBe('drawn');
    expect(d.commitment).toBe(open.data.commitment);
    expect(createHash('sha256').update(Buffer.from(d.seed, 'hex')).digest('hex')).toBe(d.commitment);
    expect(d.total_units).toBe(20);
    expect(d.winning_units_count).toBe(5);
    const allocated = d.applications.reduce((s: number, a: { allocated_shares: number }) => s + a.allocated_shares, 0);
    expect(allocated).toBe(5_000);

    // No user is named in the public data: only application ids and units.
    const text = JSON.stringify(answer);
    for (const u of users) expect(text).not.toContain(u.username);
    expect(Object.keys(d.applications[0]).sort()).toEqual(['allocated_shares', 'allocated_units', 'first_unit', 'id', 'units']);

    // The repository's independent verifier agrees; so does the server's own lottery module.
    const ok = verify(answer, '--application', String(users[0]!.applicationId));
    expect(ok.status, ok.out).toBe(0);
    expect(ok.out).toContain('MATCH');
    expect(ok.out).toContain(`application ${users[0]!.applicationId}:`);
    const again = runLottery({ seedHex: d.seed, entries: d.applications, winners: 5 });
    expect(again.allocations.map((a) => a.wonUnits)).toEqual(d.applications.map((a: { allocated_units: number }) => a.allocated_units));
    expect(again.listDigest).toBe(d.list_digest);

    // Each user's record says the same as the published data.
    for (const u of users) {
      const mine = (await k.api(u.token, 'GET', '/applications')).json().data.list[0];
      const published = d.applications.find((a: { id: number }) => a.id === u.applicationId);
      expect(mine.allocated_shares).toBe(published.allocated_shares);
      expect(mine.state).toBe(published.allocated_shares > 0 ? 'allocated' : 'not_allocated');
    }
  });

  it('reports a mismatch when the published allocation, the seed or the list is altered', async () => {
    const issue = await k.createIssue({ public_quantity: 3_000, max_shares_per_user: 2_000 });
    await k.advanceAndRun(TIMES.start);
    for (const shares of [2000, 2000, 2000]) {
      const u = await k.investor();
      expect((await k.apply(u.token, issue.apply_code, shares)).statusCode).toBe(200);
    }
    await k.advanceAndRun(TIMES.draw - TIMES.start);
    const answer = (await k.api(undefined, 'GET', `/issues/${issue.id}/draw`)).json();
    expect(verify(answer).status).toBe(0);

    // Move one winning unit from a winner to another application: the kind of change an operator would want.
    const moved = structuredClone(answer);
    const apps = moved.data.applications as { allocated_units: number; allocated_shares: number; units: number }[];
    const from = apps.find((a) => a.allocated_units > 0)!;
    const to = apps.find((a) => a !== from && a.allocated_units < a.units)!;
    from.allocated_units -= 1;
    from.allocated_shares -= 1000;
    to.allocated_units += 1;
    to.allocated_shares += 1000;
    const bad = verify(moved);
    expect(bad.status).toBe(1);
    expect(bad.out).toContain('MISMATCH');

    const otherSeed = structuredClone(answer);
    otherSeed.data.seed = 'ab'.repeat(32);
    expect(verify(otherSeed).out).toContain('commitment');

    const reordered = structuredClone(answer);
    reordered.data.applications[0].units += 1;
    expect(verify(reordered).status).toBe(1);
  });
});
