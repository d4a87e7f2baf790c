import type { LeverageSettings } from '@meridian/contract/trading';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { formatMoney, money } from '../../platform/money.ts';
import { memo } from '../ledger/memo.ts';
import type { Line, Ledger } from '../ledger/service.ts';
import type { MessageKind, MessageParams } from '../messages/templates.ts';
import type { Sessions } from '../market/sessions.ts';
import type { QuoteView } from '../market/quote-view.ts';
import type { Broker } from './broker.ts';
import { computeFees, type FeeSchedule } from './fees.ts';
import { accrueInterest } from './interest.ts';
import { marketPriceCents } from './order-rules.ts';
import { sellPlan, type Fill } from './plan.ts';
import { filledColumns, newClose, orderRow, tradeRow } from './rows.ts';
import { positions, sellReservations, type PositionRow } from './tables.ts';
import { percent } from './views.ts';
import { lockPositions, nextIds, writeFills } from './writes.ts';

export type MarginDeps = {
  db: Db;
  clock: Clock;
  ledger: Ledger;
  market: { book(code: string): QuoteView | undefined; sessions: Sessions };
  broker: Pick<Broker, 'cancel'>;
  leverage(): Promise<LeverageSettings>;
  fees(): Promise<FeeSchedule>;
  notify(userId: number, kind: MessageKind, params: MessageParams): Promise<unknown>;
};

/** equity = market value − borrowed − accrued interest; margin ratio = equity / market value. */
export function marginOf(p: Pick<PositionRow, 'quantity' | 'borrowed' | 'interest'>, priceCents: number) {
  const marketValue = BigInt(priceCents) * BigInt(p.quantity);
  return { marketValue, equity: marketValue - p.borrowed - p.interest };
}
/** ratio < pct, exactly (no rounding): equity × 100 < market value × pct. */
const below = (m: { marketValue: bigint; equity: bigint }, pct: number) => m.equity * 100n < m.marketValue * BigInt(pct);

/**
 * The margin job (every few seconds; `run()` for tests). First accrues the interest due
 * (interest.ts), then for every open leveraged position at the last price:
 * - ratio below margin_call_pct: the position is marked (margin_call_at) and the user is told
 *   once (`margin_call`); the mark is cleared when the ratio is back at or above the level, so a
 *   later fall warns again;
 * - ratio below maintenance_pct: the position is sold whole at market (bid = last − 1 tick, in
 *   the band), close reason `liquidation`, and the user is told (`liquidated`). T+1 applies: the
 *   exchange does not let shares bought today be sold, so shares still before `sellable_from`
 *   wait for the first check of their first sellable trading day; nothing is sold while the
 *   market is closed or the instrument halted either. Open sell orders on the position are
 *   cancelled first.
 * - Shortfall (proceeds < borrowed + interest + fees): the loan book and interest income are
 *   still paid in full; the shortfall is taken from the user's available cash as far as it
 *   goes, and the rest is a house loss posted to `adjustments`. A user account never goes
 *   negative.
 */
export function createMarginJob(deps: MarginDeps) {
  async function run(): Promise<{ calls: number; liquidated: number }> {
    const settings = await deps.leverage();
    await accrueInterest({ db: deps.db, clock: deps.clock, annualRateBp: async () => settings.annual_rate_bp });
    const open = await deps.db
      .select()
      .from(positions)
      .where(and(gt(positions.quantity, 0), gt(positions.borrowed, 0n)))
      .orderBy(positions.id);
    let calls = 0;
    let liquidated = 0;
    const now = deps.clock.now();
    for (const p of open) {
      const book = deps.market.book(p.code);
      if (!book || book.quote.price <= 0) continue;
      const m = marginOf(p, book.quote.price);
      const ratio = percent(m.equity, m.marketValue);
      const base = { code: p.code, name: book.inst.nameZh, ratio, quantity: p.quantity };
      const canSell = !book.inst.halted && deps.market.sessions.isOpen(now) && p.sellableFrom <= deps.market.sessions.day(now);
      if (below(m, settings.maintenance_pct) && canSell) {
        const pl = await liquidate(p, book);
        if (pl !== null) {
          liquidated++;
          await deps.notify(p.userId, 'liquidated', { ...base, level: `${settings.maintenance_pct}`, price: formatMoney(BigInt(pl.price)), pl: formatMoney(pl.realised) });
          continue;
        }
      }
      if (below(m, settings.margin_call_pct)) {
        if (p.marginCallAt) continue;
        const marked = await deps.db
          .update(positions)
          .set({ marginCallAt: now })
          .where(and(eq(positions.id, p.id), eq(positions.quantity, p.quantity)))
          .returning({ id: positions.id });
        if (!marked.length) continue;
        calls++;
        await deps.notify(p.userId, 'margin_call', { ...base, level: `${settings.margin_call_pct}` });
      } else if (p.marginCallAt) {
        await deps.db.update(positions).set({ marginCallAt: null }).where(eq(positions.id, p.id));
      }
    }
    return { calls, liquidated };
  }

  /** Sells the whole position at market with reason `liquidation`; null when it was no longer there. */
  async function liquidate(p: PositionRow, book: QuoteView): Promise<{ price: number; realised: bigint } | null> {
    const reserved = await deps.db.selectDistinct({ orderId: sellReservations.orderId }).from(sellReservations).where(eq(sellReservations.positionId, p.id));
    for (const r of reserved) await deps.broker.cancel(p.userId, r.orderId).catch(() => undefined);
    const schedule = await deps.fees();
    const now = deps.clock.now();
    const day = deps.market.sessions.day(now);
    return deps.db.transaction(async (tx) => {
      const [held] = await lockPositions(tx, [p.id]);
      if (!held || held.quantity <= 0 || held.reserved > 0 || held.borrowed <= 0n) return null;
      const price = marketPriceCents(book, 'sell');
      const quantity = held.quantity;
      const fees = computeFees(schedule, 'sell', BigInt(price) * BigInt(quantity));
      const fill: Fill = { userId: held.userId, code: held.code, side: 'sell', price, quantity, leverage: held.leverage, fees };
      const sell = sellPlan(fill, [{ position: held, quantity }], now);
      const [{ orderId, tradeId }] = (await nextIds(tx, 1)) as [{ orderId: number; tradeId: number }];
      const key = `order:${orderId}:fill`;
      let lines: Line[] = sell.lines;
      let cashAmount = sell.cashIn;
      if (sell.cashIn < 0n) {
        // Shortfall: from available cash as far as it goes, the rest a house loss.
        const shortfall = -sell.cashIn;
        const { cash_available: cash } = await deps.ledger.balances(tx, held.userId);
        const fromCash = cash < shortfall ? (cash > 0n ? cash : 0n) : shortfall;
        const loss = shortfall - fromCash;
        lines = sell.lines.filter((l) => !('user' in l.account));
        if (fromCash > 0n) lines.push({ account: { user: held.userId, kind: 'cash_available' }, amount: money(-fromCash) });
        if (loss > 0n) lines.push({ account: { house: 'adjustments' }, amount: money(-loss) });
        cashAmount = -fromCash;
      }
      const { entryId } = await deps.ledger.post(tx, {
        key,
        kind: 'trade_liquidation',
        userId: held.userId,
        memo: memo('liquidation', { quantity, code: held.code }),
        ref: { type: 'order', id: orderId },
        detail: { code: held.code, quantity, price: formatMoney(BigInt(price)) },
        lines,
      });
      const request = { userId: held.userId, code: held.code, side: 'sell' as const, type: 'market' as const, quantity, limitPrice: null, leverage: held.leverage, positionId: held.id, schedule };
      await writeFills(tx, {
        orders: [orderRow(orderId, request, { now, day }, filledColumns(fill, sell.value, 0n, now))],
        trades: [tradeRow(tradeId, fill, { orderId, value: sell.value, cashAmount, entryId, now, source: 'liquidation' })],
        closes: sell.closes.map((c) => ({ ...newClose(c, { orderId, tradeId, now }), reason: 'liquidation' as const })),
        changes: sell.changes,
      });
      await tx.update(positions).set({ marginCallAt: null }).where(inArray(positions.id, [held.id]));
      return { price, realised: sell.closes.reduce((s, c) => s + c.realisedPl, 0n) };
    });
  }

  return { run };
}
