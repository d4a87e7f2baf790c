import { and, count, desc, eq } from 'drizzle-orm';
import { ALERTS_MAX, type AlertList, type CreateAlertBody, type PriceAlert } from '@meridian/contract/alerts';
import type { Ctx } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney } from '../../platform/money.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { QuoteView } from '../market/quote-view.ts';
import type { MessageKind, MessageParams } from '../messages/templates.ts';
import { createAlertEvaluator } from './evaluator.ts';
import { conditionMet, levelOf, levelText } from './rules.ts';
import { priceAlerts, type AlertRow } from './tables.ts';

export type AlertsDeps = {
  book(code: string): QuoteView | undefined;
  messages: { notify(userId: number, kind: MessageKind, params?: MessageParams): Promise<unknown> };
};

/** How often the evaluator's index is rebuilt from the database. */
const SWEEP_EVERY_MS = 60_000;

const NOTICE: Record<PriceAlert['kind'], MessageKind> = {
  price_above: 'price_alert_above',
  price_below: 'price_alert_below',
  change_pct: 'price_alert_change',
};

/**
 * Price alerts: the user's own list (made, removed and re-armed here; someone else's id is simply
 * not found) and the one evaluator that fires them on the ticks (evaluator.ts).
 */
export function createAlertsService(ctx: Ctx, deps: AlertsDeps) {
  const { db, clock } = ctx;

  function view(row: AlertRow): PriceAlert {
    const inst = deps.book(row.code)?.inst;
    return {
      id: row.id,
      code: row.code,
      name: inst?.nameZh ?? row.code,
      name_en: inst?.nameEn ?? row.code,
      kind: row.kind,
      value: levelText(row.level),
      state: row.state,
      created_at: row.createdAt.toISOString(),
      fired_at: row.firedAt?.toISOString() ?? null,
      fired_price: row.firedPrice === null ? null : formatMoney(BigInt(row.firedPrice)),
    };
  }

  async function fired(row: AlertRow): Promise<void> {
    const alert = view(row);
    ctx.bus.publish('user', { userId: row.userId, frame: { type: 'alert', data: alert } });
    const q = deps.book(row.code)?.quote;
    const change = q && q.prevClose > 0 ? (((row.firedPrice ?? 0) - q.prevClose) * 100) / q.prevClose : 0;
    await deps.messages.notify(row.userId, NOTICE[row.kind], {
      code: row.code,
      name: alert.name,
      level: alert.value,
      price: alert.fired_price ?? '',
      change_pct: `${change > 0 ? '+' : ''}${change.toFixed(2)}%`,
    });
  }

  const evaluator = createAlertEvaluator({ db, bus: ctx.bus, clock, leading: ctx.leader.leading, fired, log: ctx.log });

  /** Refuses a level the price is already at or beyond: an alert fires on a crossing, never at once. */
  function checkNotMet(code: string, kind: PriceAlert['kind'], level: number): void {
    const book = deps.book(code);
    if (!book) throw new AppError('UNKNOWN_CODE');
    if (conditionMet(kind, level, book.quote.price, book.quote.prevClose)) throw new AppError('ALERT_ALREADY_MET');
  }

  async function own(userId: number, id: number): Promise<AlertRow> {
    const [row] = await db.select().from(priceAlerts).where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  return {
    evaluator,
    async list(userId: number, code?: string): Promise<AlertList> {
      const rows = await db
        .select()
        .from(priceAlerts)
        .where(and(eq(priceAlerts.userId, userId), code === undefined ? undefined : eq(priceAlerts.code, code)))
        .orderBy(desc(priceAlerts.id));
      return { list: rows.map(view) };
    },
    async create(userId: number, body: CreateAlertBody): Promise<PriceAlert> {
      const level = levelOf(body.kind, body.value);
      checkNotMet(body.code, body.kind, level);
      const [n] = await db.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.userId, userId));
      if ((n?.n ?? 0) >= ALERTS_MAX) throw new AppError('ALERT_LIMIT', { max: ALERTS_MAX });
      const [row] = await db.insert(priceAlerts).values({ userId, code: body.code, kind: body.kind, level, createdAt: clock.now() }).returning();
      evaluator.armed({ id: row!.id, userId, code: row!.code, kind: row!.kind, level });
      return view(row!);
    },
    async remove(userId: number, id: number): Promise<{ id: number }> {
      const row = await own(userId, id);
      await db.delete(priceAlerts).where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)));
      evaluator.removed(row.code, id);
      return { id };
    },
    /** Arms a fired alert again at the same level (refused while the condition still holds). */
    async rearm(userId: number, id: number): Promise<PriceAlert> {
      const row = await own(userId, id);
      if (row.state === 'armed') return view(row);
      checkNotMet(row.code, row.kind, row.level);
      const [armed] = await db
        .update(priceAlerts)
        .set({ state: 'armed', firedAt: null, firedPrice: null })
        .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
        .returning();
      evaluator.armed({ id, userId, code: row.code, kind: row.kind, level: row.level });
      return view(armed!);
    },
    start: () => evaluator.load(),
    schedule(scheduler: Scheduler): void {
      scheduler.add({ name: 'alerts.sweep', everyMs: SWEEP_EVERY_MS, run: evaluator.sweep });
    },
    /** Tests: wait until every tick seen so far has been evaluated and its notices written. */
    drain: () => evaluator.drain(),
    stop: async () => {
      evaluator.stop();
      await evaluator.drain();
    },
  };
}
export type AlertsService = ReturnType<typeof createAlertsService>;
