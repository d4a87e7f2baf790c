import { feeSchedule, leverageSettings, type FeeSchedule as FeeScheduleDto, type LeverageSettings } from '@meridian/contract/trading';
import { eq } from 'drizzle-orm';
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
 * Settings are read on every order, so they are kept in memory; another process's change
 * reaches this one within this time (a change made here applies at once).
 */
const CACHE_MS = 3000;

export const DEFAULT_LEVERAGE: LeverageSettings = { multipliers: [1], annual_rate_bp: 800, margin_call_pct: 30, maintenance_pct: 20 };

import type { OperatorAct } from '../admin/operator-act.ts';
export type { OperatorAct };

/** The operators' trading settings: the fee schedule and the leverage on offer, each change audited. */
export function createTradingSettings(ctx: Ctx, settings: SettingsService) {
  function cached<T>(key: string, fallback: T, parse: (raw: unknown) => T) {
    let value: { v: T; until: number } | undefined;
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
        const raw = await read(tx);
        const v = raw === undefined ? fallback : parse(raw);
        value = { v, until: now + CACHE_MS };
        return v;
      },
      forget: () => (value = undefined),
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

  async function change(key: string, action: string, before: unknown, after: unknown, by: OperatorAct) {
    // settings.set takes no transaction, so the audit line goes first: a change is never unrecorded.
    await audit(ctx.db, { operatorId: by.operatorId, action, target: key, detail: { before, after }, ip: by.ip, at: ctx.clock.now() });
    await settings.set(key, after);
  }

  async function setFees(dto: FeeScheduleDto, by: OperatorAct): Promise<FeeScheduleDto> {
    const next = feeScheduleDto(feeScheduleOf(dto));
    await change(FEES_KEY, 'trading.fees.update', feeScheduleDto(await fees.get()), next, by);
    fees.forget();
    return next;
  }

  async function setLeverage(input: LeverageSettings, by: OperatorAct): Promise<LeverageSettings> {
    const multipliers = [...new Set(input.multipliers)].sort((a, b) => a - b);
    if (multipliers[0] !== 1) throw new AppError('VALIDATION_FAILED', { fields: 'multipliers' });
    if (input.maintenance_pct >= input.margin_call_pct) throw new AppError('VALIDATION_FAILED', { fields: 'maintenance_pct' });
    // A fresh position at the largest multiplier must not already be in a margin call.
    const top = multipliers.at(-1) ?? 1;
    if (top > 1 && input.margin_call_pct * top >= 100) throw new AppError('VALIDATION_FAILED', { fields: 'margin_call_pct' });
    const next: LeverageSettings = { ...input, multipliers };
    await change(LEVERAGE_KEY, 'trading.leverage.update', await leverage.get(), next, by);
    leverage.forget();
    return next;
  }

  return { fees: fees.get, leverage: leverage.get, setFees, setLeverage };
}
export type TradingSettings = ReturnType<typeof createTradingSettings>;
