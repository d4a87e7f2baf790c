import type { PendingListing } from '@meridian/contract/trading';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../platform/context.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { Idempotency } from '../idempotency/service.ts';
import type { Ledger } from '../ledger/service.ts';
import type { MarketService } from '../market/service.ts';
import type { MessageKind, MessageParams } from '../messages/templates.ts';
import type { SettingsService } from '../settings/service.ts';
import type { Broker } from './broker.ts';
import { computeFees, type FeeSchedule, type Fees } from './fees.ts';
import { createGrants } from './grants.ts';
import { createMarginJob } from './margin.ts';
import { createTradingNotifier } from './notify.ts';
import { createOrders } from './orders.ts';
import { createPaperBroker } from './paper-broker.ts';
import { createReads } from './reads.ts';
import { createTradingSettings } from './settings.ts';

export type TradingDeps = {
  ledger: Ledger;
  market: MarketService;
  settings: SettingsService;
  messages: { notify(userId: number, kind: MessageKind, params?: MessageParams): Promise<unknown> };
  /** Throws IDENTITY_REQUIRED unless the user's real name is verified. */
  identity: { requireVerified(userId: number): Promise<string> };
  /** Throws PAY_PASSWORD_* unless the trading password is right (attempt-limited). */
  account: { verifyPayPassword(userId: number, pin: string, beforeCounted?: () => Promise<void>): Promise<void> };
  /** Defaults to the paper broker on the simulated feed. */
  broker?: Broker;
  /** Paid new shares not listed yet (ipo), shown beside the positions. */
  pendingListings?: (userId: number) => Promise<PendingListing[]>;
  /** Lets a batch of market orders commit their Idempotency-Keys and answers with their fills. */
  keys?: Pick<Idempotency, 'claimMany' | 'answersUpdate'>;
};

/** How often the margin job runs (interest accrual, margin calls, liquidations). */
const MARGIN_EVERY_MS = 5_000;

/**
 * Trading: orders through a Broker (the paper broker by default), positions one row per
 * acquisition, historical positions, trades, and the operators' fee and leverage settings.
 *
 * Ledger postings (every entry sums to zero):
 * - market buy `order:<id>:fill`: cash_available −(own part + fees), loan_book −borrowed,
 *   trade_settlement +value, fee_revenue +fees (no hold: the order fills in the transaction that stores it);
 * - limit buy: `order:<id>:hold` (available → frozen, value at the limit + fees), then either
 *   `order:<id>:fill` (the hold posted to the same house lines) or `order:<id>:release` (voided);
 * - sell `order:<id>:fill`: trade_settlement −value, cash_available +(value − fees − borrowed −
 *   interest), fee_revenue +fees, loan_book +borrowed, interest_income +interest.
 * - liquidation `order:<id>:fill` (margin.ts): as a sell; a shortfall is taken from cash_available
 *   as far as it goes and the rest posted to adjustments (house loss). Interest accrues daily on
 *   the position (interest.ts) and is paid from the proceeds at close.
 * IPO and block-trade shares arrive through `grantPosition`, their money moved by the caller.
 */
export function createTradingService(ctx: Ctx, deps: TradingDeps) {
  const { market } = deps;
  const settings = createTradingSettings(ctx, deps.settings);
  const broker = deps.broker ?? createPaperBroker(ctx, { ledger: deps.ledger, market, keys: deps.keys });
  const reads = createReads({
    db: ctx.db,
    clock: ctx.clock,
    book: market.book,
    day: market.sessions.day,
    simulated: broker.simulated,
    marginCallPct: async () => (await settings.leverage()).margin_call_pct,
    ...(deps.pendingListings ? { pendingListings: deps.pendingListings } : {}),
  });
  const orders = createOrders({ db: ctx.db, clock: ctx.clock, ledger: deps.ledger, market, settings, broker, reads, identity: deps.identity, account: deps.account });
  const grants = createGrants({ clock: ctx.clock, schedule: settings.fees });
  const notifier = createTradingNotifier({ bus: ctx.bus, book: market.book, messages: deps.messages, log: ctx.log });
  broker.onEvent(notifier.onEvent);
  const margin = createMarginJob({
    db: ctx.db,
    clock: ctx.clock,
    ledger: deps.ledger,
    market,
    broker,
    leverage: () => settings.leverage(),
    fees: () => settings.fees(),
    notify: (userId, kind, params) => deps.messages.notify(userId, kind, params),
  });

  return {
    broker,
    settings,
    orders,
    reads,
    /**
     * The fee schedule in force (cents and ppm) and the fees of a trade value under it. Inside a
     * transaction pass it as `tx` (on PGlite a read outside it would wait for ever).
     */
    fees: {
      current: (tx?: Tx): Promise<FeeSchedule> => settings.fees(tx),
      compute: async (side: 'buy' | 'sell', valueCents: bigint, tx?: Tx): Promise<Fees> => computeFees(await settings.fees(tx), side, valueCents),
    },
    /** Places an order without the person's checks (identity, trading password): trusted callers and the order benchmark. */
    placeDirect: orders.placeDirect,
    /** Opens a position for IPO or block-trade shares inside the caller's transaction (idempotent on `key`). */
    grantPosition: grants.grantPosition,
    /** Market value of the user's positions at live prices, per exchange (IPO subscription quotas). */
    marketValueByExchange: reads.marketValueByExchange,
    /** Market value of the user's positions at live prices (the account summary). */
    marketValue: reads.marketValue,
    /** Loads the open limit orders to watch; call once at start, after the market has loaded. */
    start: () => broker.start(),
    schedule: (scheduler: Scheduler) => {
      broker.schedule(scheduler);
      scheduler.add({ name: 'trading.margin', everyMs: MARGIN_EVERY_MS, run: async () => void (await margin.run()) });
    },
    /** Tests (and the scheduler): accrue the interest due, then warn of margin calls and liquidate below maintenance (margin.ts). */
    checkMargins: () => margin.run(),
    /** Tests: act on every tick seen so far (limit fills), then wait for the resulting notices. */
    async drain(): Promise<void> {
      await broker.drain();
      await notifier.idle();
    },
    /** The same as `drain`, by the name the brief gave it. */
    processTicks: async (): Promise<void> => {
      await broker.drain();
      await notifier.idle();
    },
    /** Tests (and the scheduler): expire due orders and check every open order against the price now. */
    async sweep(): Promise<void> {
      await broker.sweep();
      await notifier.idle();
    },
    /** Stops watching ticks and lets every fill already under way finish (the app's onClose). */
    async stop(): Promise<void> {
      broker.stop();
      await broker.drain();
      await notifier.idle();
    },
  };
}
export type TradingService = ReturnType<typeof createTradingService>;
