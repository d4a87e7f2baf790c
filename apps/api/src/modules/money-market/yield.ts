import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { YieldSource } from '@meridian/contract/money-market';
import type { Ctx } from '../../platform/context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../admin/audit.ts';
import { addDays, localDay } from '../market/calendar.ts';
import type { SettingsService } from '../settings/service.ts';
import { averageYieldPercent } from './income.ts';

const SCHEDULE_KEY = 'money_market.yield_schedule';
const scheduleSchema = z.array(z.object({ from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), bp: z.number().int().min(0) }));
export type YieldSchedule = z.infer<typeof scheduleSchema>;
/** A day's annual rate in basis points. */
export type RateOf = (day: string) => number;

/** The simulated walk starts here at the configured rate; a day before it has that rate. */
const WALK_EPOCH = '2024-01-01';
const WALK_BAND_BP = 40;

/**
 * A deterministic gentle walk: from the epoch, each day moves the rate by −1, 0 or +1 bp, chosen
 * by a hash of the seed and the day, kept within ±40 bp of `base`. The same seed always gives the
 * same rates, so a day's income can be recomputed by anyone, and catch-up runs are exact.
 */
export function createYieldWalk(seed: string, base: number): RateOf {
  const low = Math.max(0, base - WALK_BAND_BP);
  const high = base + WALK_BAND_BP;
  const known = new Map<string, number>([[WALK_EPOCH, base]]);
  let last = WALK_EPOCH;
  const step = (day: string) => ((createHash('sha256').update(`${seed}:money-market:${day}`).digest()[0] ?? 0) % 3) - 1;
  return (day) => {
    if (day <= WALK_EPOCH) return base;
    while (last < day) {
      const bp = known.get(last) ?? base;
      last = addDays(last, 1);
      known.set(last, Math.min(high, Math.max(low, bp + step(last))));
    }
    return known.get(day) ?? base;
  };
}

/** The rate in force on `day`: the last operator change on or before it, else the configured rate. */
export function rateFromSchedule(schedule: YieldSchedule, base: number): RateOf {
  return (day) => {
    let bp = base;
    for (const entry of schedule) if (entry.from <= day) bp = entry.bp;
    return bp;
  };
}

/** The 7-day annualised yield as of `today`: the average rate of the seven ended days before it. */
export function sevenDayYield(rateOf: RateOf, today: string): string {
  return averageYieldPercent([1, 2, 3, 4, 5, 6, 7].map((n) => rateOf(addDays(today, -n))));
}

/**
 * Where the rate comes from: operators (default; each change audited, in force from its day on)
 * or the simulated walk (MONEY_MARKET_YIELD_MODE=simulated). Users are told which.
 */
export function createYieldSource(ctx: Ctx, settings: SettingsService) {
  const { config, clock } = ctx;
  const source: YieldSource = config.MONEY_MARKET_YIELD_MODE;
  const base = config.MONEY_MARKET_YIELD_BP;
  const walk = createYieldWalk(config.MARKET_SEED, base);

  async function schedule(tx?: Tx): Promise<YieldSchedule> {
    const stored = scheduleSchema.safeParse(await settings.get<unknown>(SCHEDULE_KEY, [], tx));
    if (!stored.success) {
      ctx.log.error({ issues: stored.error.issues }, 'money-market yield schedule unreadable; using the configured rate');
      return [];
    }
    return [...stored.data].sort((a, b) => a.from.localeCompare(b.from));
  }

  /** r(D) for every day, from one read of the settings. */
  async function rates(): Promise<RateOf> {
    return source === 'simulated' ? walk : rateFromSchedule(await schedule(), base);
  }

  /** Refused up front when the rate is simulated (checked when proposed and again when approved). */
  function checkSettable() {
    if (source === 'simulated') throw new AppError('MONEY_MARKET_YIELD_SIMULATED');
  }

  /** An approved change, in force from today (Asia/Shanghai) on; audited in the same transaction. */
  async function set(tx: Tx, bp: number, by: { operatorId: number; ip: string }): Promise<void> {
    checkSettable();
    const now = clock.now();
    const today = localDay(now);
    const before = await schedule(tx);
    const next = [...before.filter((e) => e.from < today), { from: today, bp }];
    await audit(tx, {
      operatorId: by.operatorId,
      action: 'money_market.yield',
      target: 'money_market.yield',
      detail: { from_bp: rateFromSchedule(before, base)(today), to_bp: bp, in_force_from: today },
      ip: by.ip,
      at: now,
    });
    await settings.set(SCHEDULE_KEY, next, tx);
  }

  return { source, base, schedule, rates, set, checkSettable };
}
export type YieldSourceService = ReturnType<typeof createYieldSource>;
