#!/usr/bin/env node
// Recomputes an IPO draw from its published data and says whether the published allocation
// matches. Plain Node (18+), no dependencies, written from the statement in
// packages/contract/src/ipo.ts and on purpose NOT sharing code with the server.
//
//   node apps/api/scripts/verify-ipo-draw.mjs https://host/api/ipo/issues/12/draw
//   node apps/api/scripts/verify-ipo-draw.mjs draw.json [--application 345]
//
// Exit status: 0 the allocation matches; 1 it does not (the reasons are printed);
// 2 the data could not be read; 3 the issue has not been drawn yet (the seed is not published).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const TWO_32 = 2 ** 32;

function sha256(...parts) {
  const h = createHash('sha256');
  for (const p of parts) h.update(p);
  return h.digest();
}

async function load(source) {
  const text = /^https?:\/\//.test(source)
    ? await fetch(source, { headers: { accept: 'application/json' } }).then((r) => r.text())
    : await readFile(source, 'utf8');
  const json = JSON.parse(text);
  // The endpoint answers the envelope {code, msg, data}; a saved file may hold either.
  return json && typeof json === 'object' && 'data' in json && 'code' in json ? json.data : json;
}

/** Words of SHA-256(seed ‖ digest ‖ k as 8-byte big-endian), eight per block. */
function randomBelow(seed, digest) {
  let k = 0n;
  let words = [];
  const word = () => {
    if (words.length === 0) {
      const counter = Buffer.alloc(8);
      counter.writeBigUInt64BE(k++);
      const block = sha256(seed, digest, counter);
      for (let i = 0; i < 32; i += 4) words.push(block.readUInt32BE(i));
    }
    return words.shift();
  };
  return (m) => {
    const limit = TWO_32 - (TWO_32 % m);
    let w = word();
    while (w >= limit) w = word();
    return w % m;
  };
}

function verify(draw) {
  const problems = [];
  if (!draw.seed) return { pending: true, problems };
  if (!/^[0-9a-f]{64}$/.test(draw.seed)) problems.push('the seed is not 32 bytes of lower-case hex');
  const seed = Buffer.from(draw.seed, 'hex');
  const commitment = sha256(seed).toString('hex');
  if (commitment !== draw.commitment) problems.push(`SHA-256(seed) = ${commitment}, but the published commitment is ${draw.commitment}`);

  const apps = draw.applications;
  let next = 0;
  let lastId = -Infinity;
  for (const a of apps) {
    if (a.id <= lastId) problems.push(`application ${a.id} is out of ascending id order`);
    if (a.first_unit !== next) problems.push(`application ${a.id} starts at unit ${a.first_unit}, expected ${next}`);
    lastId = a.id;
    next += a.units;
  }
  if (next !== draw.total_units) problems.push(`the units add up to ${next}, published total is ${draw.total_units}`);

  const lines = apps.map((a) => `${a.id}:${a.units}\n`).join('');
  const digest = sha256(Buffer.from(lines, 'utf8'));
  if (digest.toString('hex') !== draw.list_digest) problems.push(`list digest is ${digest.toString('hex')}, published ${draw.list_digest}`);

  const n = next;
  const w = Math.min(n, Math.floor(draw.public_quantity / draw.unit_shares));
  if (w !== draw.winning_units_count) problems.push(`winners should be ${w}, published ${draw.winning_units_count}`);

  // Partial Fisher–Yates on a full array: simple on purpose (the server keeps it sparse).
  const below = randomBelow(seed, digest);
  const units = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < w; i += 1) {
    const j = i + below(n - i);
    [units[i], units[j]] = [units[j], units[i]];
  }
  const won = new Set(units.slice(0, w));

  let totalShares = 0;
  const mine = new Map();
  for (const a of apps) {
    let count = 0;
    for (let u = a.first_unit; u < a.first_unit + a.units; u += 1) if (won.has(u)) count += 1;
    mine.set(a.id, count);
    totalShares += count * draw.unit_shares;
    if (a.allocated_units !== count) problems.push(`application ${a.id}: published ${a.allocated_units} winning units, recomputed ${count}`);
    if (a.allocated_shares !== count * draw.unit_shares) problems.push(`application ${a.id}: published ${a.allocated_shares} shares, recomputed ${count * draw.unit_shares}`);
  }
  if (totalShares > draw.public_quantity) problems.push(`allocated ${totalShares} shares, more than the public quantity ${draw.public_quantity}`);
  return { pending: false, problems, units: n, winners: w, totalShares, mine };
}

async function main() {
  const args = process.argv.slice(2);
  const source = args.find((a) => !a.startsWith('--'));
  const appFlag = args.indexOf('--application');
  const appId = appFlag >= 0 ? Number(args[appFlag + 1]) : undefined;
  if (!source) {
    console.error('usage: verify-ipo-draw.mjs <draw URL or JSON file> [--application <id>]');
    process.exit(2);
  }
  let draw;
  try {
    draw = await load(source);
    if (!draw || !Array.isArray(draw.applications)) throw new Error('no draw data in the answer');
  } catch (err) {
    console.error(`cannot read the draw: ${err.message}`);
    process.exit(2);
  }
  if (draw.algorithm !== 'meridian-ipo-lottery-v1') console.error(`warning: unknown algorithm ${draw.algorithm}`);
  const result = verify(draw);
  if (result.pending) {
    console.log(`issue ${draw.issue_id} (${draw.code}) is not drawn yet; commitment ${draw.commitment ?? '(none yet)'}`);
    process.exit(3);
  }
  console.log(`issue ${draw.issue_id} (${draw.code}): ${draw.applications.length} applications, ${result.units} units, ${result.winners} winning units, ${result.totalShares} shares allocated`);
  if (appId !== undefined) console.log(`application ${appId}: ${result.mine.get(appId) ?? 'not in this draw'} winning units`);
  if (result.problems.length) {
    for (const p of result.problems) console.log(`MISMATCH ${p}`);
    process.exit(1);
  }
  console.log('MATCH: the published allocation is exactly what the seed and the application list give');
}

await main();
