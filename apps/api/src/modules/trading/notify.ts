import type { TradingPush } from '@meridian/contract/trading';
import type { Bus } from '../../platform/bus.ts';
import { formatMoney } from '../../platform/money.ts';
import type { MessageKind, MessageParams } from '../messages/templates.ts';
import type { QuoteView } from '../market/quote-view.ts';
import type { BrokerEvent } from './broker.ts';

/** Message-centre writes in flight at once; more wait their turn, so a burst of fills never floods the database. */
const CONCURRENCY = 4;

/**
 * Tells the user what the broker did: at once a personal realtime frame (so open screens
 * refresh their orders, positions and cash), then a message-centre notice for every limit-order
 * fill, cancellation and expiry. Notices are written after the commit, off the order's path.
 */
export function createTradingNotifier(deps: {
  bus: Bus;
  book(code: string): QuoteView | undefined;
  messages: { notify(userId: number, kind: MessageKind, params?: MessageParams): Promise<unknown> };
  log: { error(obj: object, msg: string): void };
}) {
  const waiting: (() => Promise<unknown>)[] = [];
  let active = 0;
  let idleWaiters: (() => void)[] = [];

  function pump(): void {
    while (active < CONCURRENCY && waiting.length) {
      const job = waiting.shift()!;
      active += 1;
      void job()
        .catch((err: unknown) => deps.log.error({ err }, 'trading notice failed'))
        .finally(() => {
          active -= 1;
          pump();
        });
    }
    if (active === 0 && waiting.length === 0) {
      const done = idleWaiters;
      idleWaiters = [];
      for (const resolve of done) resolve();
    }
  }

  function noticeOf(e: BrokerEvent): { kind: MessageKind; params: MessageParams } | undefined {
    const o = e.order;
    const base = { order_id: o.id, code: o.code, name: deps.book(o.code)?.inst.nameZh ?? o.code, quantity: o.quantity };
    // A market order is answered filled in its own response; only fills that happen later (a
    // resting limit order) get a notice. Writing one per market fill would cost three queries per
    // order on the hottest path.
    if (e.kind === 'filled' && e.trade && e.order.type === 'limit') {
      const t = e.trade;
      return {
        kind: 'order_filled',
        params: { ...base, price: formatMoney(t.price), value: formatMoney(t.value), fees: formatMoney(t.commission + t.transferFee + t.stampDuty), cash: formatMoney(t.cashAmount) },
      };
    }
    if (e.kind === 'cancelled') return { kind: 'order_cancelled', params: base };
    if (e.kind === 'expired') return { kind: 'order_expired', params: base };
    return undefined;
  }

  function onEvent(e: BrokerEvent): void {
    const data: TradingPush = { event: e.kind, order_id: e.order.id, code: e.order.code, side: e.order.side, state: e.order.state };
    deps.bus.publish('user', { userId: e.order.userId, frame: { type: 'trading', data } });
    const notice = noticeOf(e);
    if (!notice) return;
    waiting.push(() => deps.messages.notify(e.order.userId, notice.kind, notice.params));
    pump();
  }

  return {
    onEvent,
    /** Resolves once every notice queued so far is written. */
    idle: () => (active === 0 && waiting.length === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
  };
}
