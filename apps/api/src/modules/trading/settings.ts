import type { AuditAction } from '@meridian/contract/admin';
import { feeSchedule, leverageSettings, type FeeSchedule as FeeScheduleDto, type LeverageSettings } from '@meridian/contract/trading';
import { eq } from 'drizzle-orm';
import { inAmbient } from '../../db/ambient.ts';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../admin/audit.ts';
import type { SettingsService } from '../settings/service.ts';
import { appSettings } from '../settings/tables.ts';
import { DEFAULT_FEES, feeScheduleDto, feeScheduleOf, type FeeSchedule } from './fees.ts';

const FEES_KEY = 'trading.fees';
const LEVERAGE_KEY = 'trading.leverage';
/**
 * Settings are read on every order, so they are kept in memory this long; a change made by any
 * process applies everywhere at once (cache invalidation over the bus).
 */
const CACHE_MS = 3000;

export const DEFAULT_LEVERAGE: LeverageSettings = { multipliers: [1], annual_rate_bp: 800, margin_call_pct: 30, maintenance_pct: 20 };

import type { OperatorAct } from '../admin/operator-act.ts';
export type { OperatorAct };

/** The operators' trading settings: the fee schedule and the leverage on offer, each change audited. */
export function createTradingSettings(ctx: Ctx, settings: SettingsService) {
  function cached<T>(key: string, fallback: T, parse: (raw: unknown) => T) {
    let value: { v: T; until: number } | undefined;
    // One read at a time refreshes the value for every order waiting on it (outside a transaction).
    let loading: Promise<T> | undefined;
    // Bumped by `forget`: a read that began before a change must not keep what it read.
    let generation = 0;
    /**
     * Inside a caller's transaction `tx` must be used for the read (PGlite has one connection:
     * a query on `db` there would wait for ever), so the value is read from the settings table
     * through it; otherwise through the settings service.
     */
    async function read(tx?: Tx): Promise<unknown> {
      if (!tx) return settings.get<unknown>(key, undefined);
      const [row] = await tx.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
      return row?.value;
    }
    return {
      async get(tx?: Tx): Promise<T> {
        const now = Date.now();
        if (value && value.until > now) return value.v;
        const load = async () => {
          const seen = generation;
          const raw = await read(tx);
          const v = raw === undefined ? fallback : parse(raw);
          if (seen === generation) value = { v, until: now + CACHE_MS };
          return v;
        };
        // Not shared with (or from) a request's transaction: on PGlite a read outside it waits for it (db/ambient.ts).
        if (tx || inAmbient()) return load();
        loading ??= load().finally(() => (loading = undefined));
        return loading;
      },
      forget: () => {
        generation += 1;
        value = undefined;
        loading = undefined;
      },
    };
  }

  // A stored value that no longer parses (written by another version) falls back to the defaults rather than blocking trading.
  const fees = cached<FeeSchedule>(FEES_KEY, DEFAULT_FEES, (raw) => {
    const parsed = feeSchedule.safeParse(raw);
    return parsed.success ? feeScheduleOf(parsed.data) : DEFAULT_FEES;
  });
  const leverage = cached<LeverageSettings>(LEVERAGE_KEY, DEFAULT_LEVERAGE, (raw) => {
    const parsed = leverageSettings.safeParse(raw);
    return parsed.success ? parsed.data : DEFAULT_LEVERAGE;
  });

  const byKey: Record<string, { forget(): void }> = { [FEES_KEY]: fees, [LEVERAGE_KEY]: leverage };
  ctx.caches.register('trading.settings', { drop: (key) => byKey[key]?.forget(), clear: () => Object.values(byKey).forEach((c) => c.forget()) });

  /** Writes a change and its audit line in the caller's transaction (an approved proposal). */
  async function change(tx: Tx, key: string, action: AuditAction, after: unknown, before: unknown, by: OperatorAct) {
    await audit(tx, { operatorId: by.operatorId, action, target: key, detail: { before, after }, ip: by.ip, at: ctx.clock.now() });
    await settings.set(key, after, tx);
  }

  /** A fee schedule as it would be stored (checked when proposed, written when approved). */
  const checkFees = (dto: FeeScheduleDto): FeeScheduleDto => feeScheduleDto(feeScheduleOf(dto));

  async function applyFees(tx: Tx, dto: FeeScheduleDto, by: OperatorAct): Promise<FeeScheduleDto> {
    const next = checkFees(dto);
    await change(tx, FEES_KEY, 'trading.fees.update', next, feeScheduleDto(await fees.get(tx)), by);
    return next;
  }

  /** Leverage settings as they would be stored, or a validation error. */
  function checkLeverage(input: LeverageSettings): LeverageSettings {
    const multipliers = [...new Set(input.multipliers)].sort((a, b) => a - b);
    if (multipliers[0] !== 1) throw new AppError('VALIDATION_FAILED', { fields: 'multipliers' });
    if (input.maintenance_pct >= input.margin_call_pct) throw new AppError('VALIDATION_FAILED', { fields: 'maintenance_pct' });
    // A fresh position at the largest multiplier must not already be in a margin call.
    const top = multipliers.at(-1) ?? 1;
    if (top > 1 && input.margin_call_pct * top >= 100) throw new AppError('VALIDATION_FAILED', { fields: 'margin_call_pct' });
    return { ...input, multipliers };
  }

  async function applyLeverage(tx: Tx, input: LeverageSettings, by: OperatorAct): Promise<LeverageSettings> {
    const next = checkLeverage(input);
    await change(tx, LEVERAGE_KEY, 'trading.leverage.update', next, await leverage.get(tx), by);
    return next;
  }

  /** After a committed change: every process drops its cached copy. */
  const changed = (which: 'fees' | 'leverage') => ctx.caches.invalidate('trading.settings', which === 'fees' ? FEES_KEY : LEVERAGE_KEY);

  return { fees: fees.get, leverage: leverage.get, checkFees, applyFees, checkLeverage, applyLeverage, changed };
}
export type TradingSettings = ReturnType<typeof createTradingSettings>;
