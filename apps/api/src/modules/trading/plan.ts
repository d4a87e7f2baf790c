import type { OrderSide } from '@meridian/contract/trading';
import { AppError } from '../../platform/errors.ts';
import { money, roundCents } from '../../platform/money.ts';
import type { Line } from '../ledger/service.ts';
import type { Fees } from './fees.ts';
import type { PositionRow } from './tables.ts';

/**
 * What a fill does, worked out in memory before anything is written: the ledger lines, the
 * position opened (buy) or the positions reduced and the closes (sell), and the trade. Pure
 * functions, so a batch of orders and a single limit fill share them exactly.
 */

export type Fill = { userId: number; code: string; side: OrderSide; price: number; quantity: number; leverage: number; fees: Fees };

/** The part of a buy paid with borrowed money: value − value / leverage (own part rounded half-up). */
export function borrowedPart(value: bigint, leverage: number): bigint {
  return leverage <= 1 ? 0n : value - roundCents(value, BigInt(leverage));
}

const nonZero = (lines: Line[]) => lines.filter((l) => l.amount !== 0n);

/** The accounts a fill posts to: the user's cash and these house accounts, and no other. */
const HOUSE = {
  settlement: { house: 'trade_settlement' },
  fees: { house: 'fee_revenue' },
  loans: { house: 'loan_book' },
  interest: { house: 'interest_income' },
} as const satisfies Record<string, Line['account']>;
const cashOf = (userId: number) => ({ user: userId, kind: 'cash_available' }) as const satisfies Line['account'];

/** Every account a fill of this user's may post to (`buyPlan` and `sellPlan` name no other): a batch locks them before it plans. */
export const fillAccounts = (userId: number): Line['account'][] => [cashOf(userId), ...Object.values(HOUSE)];

/**
 * A buy: the user's own part and the fees leave cash (or the hold), the borrowed part comes from
 * the house loan book; the value goes to trade settlement, the fees to fee revenue.
 * With `fromHold`, the cash line is left out: the hold posting supplies it.
 */
export function buyPlan(f: Fill) {
  const value = BigInt(f.price) * BigInt(f.quantity);
  const borrowed = borrowedPart(value, f.leverage);
  const cashOut = value - borrowed + f.fees.total;
  const houseLines: Line[] = nonZero([
    { account: HOUSE.settlement, amount: money(value) },
    { account: HOUSE.fees, amount: money(f.fees.total) },
    { account: HOUSE.loans, amount: money(-borrowed) },
  ]);
  return {
    value,
    borrowed,
    cashOut,
    houseLines,
    lines: [{ account: cashOf(f.userId), amount: money(-cashOut) }, ...houseLines] satisfies Line[],
  };
}

export type Held = PositionRow & { reserved: number };
export type Allocation = { position: Held; quantity: number };

/** Shares of a position that can be sold today: none before `sellable_from`, and never those an open sell has reserved. */
export const sellableOf = (p: Held, today: string) => (p.sellableFrom <= today ? Math.max(0, p.quantity - p.reserved) : 0);

/**
 * Which shares a sell takes: the given position only, or the oldest sellable shares first.
 * Refuses with the reason a person can act on: shares still in T+1 or a lock-up (with the date
 * they become sellable), or simply not enough.
 */
export function allocateSell(scope: Held[], quantity: number, today: string): Allocation[] {
  const ordered = [...scope].sort((a, b) => a.id - b.id);
  const sellable = ordered.reduce((s, p) => s + sellableOf(p, today), 0);
  if (quantity > sellable) {
    const unreserved = ordered.reduce((s, p) => s + Math.max(0, p.quantity - p.reserved), 0);
    const waiting = ordered.find((p) => p.sellableFrom > today && p.quantity - p.reserved > 0);
    if (waiting && unreserved >= quantity) {
      throw new AppError(waiting.source === 'block_trade' ? 'POSITION_LOCKED' : 'T_PLUS_ONE', { date: waiting.sellableFrom });
    }
    throw new AppError('NOT_ENOUGH_SELLABLE', { sellable });
  }
  const out: Allocation[] = [];
  let left = quantity;
  for (const position of ordered) {
    if (left === 0) break;
    const take = Math.min(left, sellableOf(position, today));
    if (take > 0) out.push({ position, quantity: take });
    left -= take;
  }
  return out;
}

/** `part` of `whole`'s `total`, rounded half-up; the last share gets the exact rest, so the parts always add up. */
const share = (total: bigint, part: number, whole: number) => (part === whole ? total : roundCents(total * BigInt(part), BigInt(whole)));

export type CloseDraft = {
  positionId: number;
  userId: number;
  code: string;
  quantity: number;
  leverage: number;
  buyPrice: bigint;
  buyValue: bigint;
  buyFee: bigint;
  buyTime: Date;
  sellPrice: bigint;
  sellValue: bigint;
  commission: bigint;
  transferFee: bigint;
  stampDuty: bigint;
  interest: bigint;
  borrowed: bigint;
  realisedPl: bigint;
};
export type PositionChange = { id: number; quantity: number; cost: bigint; buyFee: bigint; borrowed: bigint; interest: bigint; closedAt: Date | null };

/**
 * A sell of the allocated shares at `price`: each position gives up its share of cost, buy fee,
 * borrowing and interest (in proportion to the shares sold, the last share taking the rest);
 * the sell's fees are split across the positions in proportion to shares too, so the closes add
 * up to the trade exactly. Proceeds repay the borrowed part and interest first; the rest is cash.
 */
export function sellPlan(f: Fill, allocation: Allocation[], now: Date) {
  const value = BigInt(f.price) * BigInt(f.quantity);
  const closes: CloseDraft[] = [];
  const changes: PositionChange[] = [];
  let given = { commission: 0n, transferFee: 0n, stampDuty: 0n };
  for (const [i, { position: p, quantity: q }] of allocation.entries()) {
    const last = i === allocation.length - 1;
    const feePart = (total: bigint, used: bigint) => (last ? total - used : roundCents(total * BigInt(q), BigInt(f.quantity)));
    const commission = feePart(f.fees.commission, given.commission);
    const transferFee = feePart(f.fees.transferFee, given.transferFee);
    const stampDuty = feePart(f.fees.stampDuty, given.stampDuty);
    given = { commission: given.commission + commission, transferFee: given.transferFee + transferFee, stampDuty: given.stampDuty + stampDuty };
    const buyValue = p.buyPrice * BigInt(q);
    const buyFee = share(p.buyFee, q, p.quantity);
    const borrowed = share(p.borrowed, q, p.quantity);
    const interest = share(p.interest, q, p.quantity);
    const sellValue = BigInt(f.price) * BigInt(q);
    closes.push({
      positionId: p.id,
      userId: p.userId,
      code: p.code,
      quantity: q,
      leverage: p.leverage,
      buyPrice: p.buyPrice,
      buyValue,
      buyFee,
      buyTime: p.buyTime,
      sellPrice: BigInt(f.price),
      sellValue,
      commission,
      transferFee,
      stampDuty,
      interest,
      borrowed,
      realisedPl: sellValue - buyValue - buyFee - commission - transferFee - stampDuty - interest,
    });
    const left = p.quantity - q;
    changes.push({ id: p.id, quantity: left, cost: p.cost - buyValue, buyFee: p.buyFee - buyFee, borrowed: p.borrowed - borrowed, interest: p.interest - interest, closedAt: left === 0 ? now : null });
  }
  const borrowed = closes.reduce((s, c) => s + c.borrowed, 0n);
  const interest = closes.reduce((s, c) => s + c.interest, 0n);
  const cashIn = value - f.fees.total - borrowed - interest;
  const lines: Line[] = nonZero([
    { account: HOUSE.settlement, amount: money(-value) },
    { account: cashOf(f.userId), amount: money(cashIn) },
    { account: HOUSE.fees, amount: money(f.fees.total) },
    { account: HOUSE.loans, amount: money(borrowed) },
    { account: HOUSE.interest, amount: money(interest) },
  ]);
  return { value, cashIn, borrowed, interest, closes, changes, lines };
}

/** Applies a planned sell to the in-memory positions, so the next order of the same batch sees what is left. */
export function applyChanges(held: Map<number, Held>, changes: PositionChange[]): void {
  for (const c of changes) {
    const p = held.get(c.id);
    if (p) Object.assign(p, { quantity: c.quantity, cost: c.cost, buyFee: c.buyFee, borrowed: c.borrowed, interest: c.interest });
  }
}
