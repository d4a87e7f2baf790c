import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A user's bank accounts (IBAN), to withdraw to. Unbinding is soft (`unbound_at`): the
 * withdrawals that used a card keep pointing at it. One IBAN is bound once per user at a time.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    bank: text('bank').notNull(),
    branch: text('branch').notNull().default(''),
    holder: text('holder').notNull(),
    /** Normalised: no spaces, upper case, checked. */
    iban: text('iban').notNull(),
    country: text('country').notNull(),
    createdAt: at('created_at').notNull(),
    unboundAt: at('unbound_at'),
  },
  (t) => [
    uniqueIndex('bank_cards_user_iban_bound_key').on(t.userId, t.iban).where(sql`${t.unboundAt} IS NULL`),
    index('bank_cards_user_idx').on(t.userId, t.id),
  ],
);

/**
 * Money announced by a user, credited when it arrives: by an operator's confirmation (manual
 * bank transfer) or the payment provider's signed callback. The credit's journal entry is
 * written in the same transaction as the state change (`entry_id`).
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    method: text('method').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull().default('pending'),
    reference: text('reference').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** What the provider answered at creation (house account details, or payment id and URL). */
    instructions: jsonb('instructions').$type<Record<string, unknown>>().notNull().default({}),
    creditedAmount: bigint('credited_amount', { mode: 'bigint' }),
    entryId: bigint('entry_id', { mode: 'number' }),
    reason: text('reason'),
    note: text('note'),
    /** The operator who decided (id and name at the time); null for a provider's callback or the expiry job. */
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedByName: text('decided_by_name'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    uniqueIndex('deposits_reference_key').on(t.reference),
    uniqueIndex('deposits_provider_payment_key').on(t.method, t.providerPaymentId),
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_state_idx').on(t.state, t.id),
    check('deposits_amount_ck', sql`${t.amount} > 0`),
    check('deposits_credited_ck', sql`${t.creditedAmount} IS NULL OR ${t.creditedAmount} > 0`),
    check('deposits_state_ck', sql`${t.state} IN ('pending', 'credited', 'rejected', 'expired')`),
    check('deposits_method_ck', sql`${t.method} IN ('bank_transfer', 'quick_pay')`),
  ],
);

/**
 * A request to pay money out to a bound card. Its amount is held (frozen) from creation; the
 * decision posts the hold to the bank (approved) or voids it (rejected, cancelled), under a
 * row lock on this row, once.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    cardId: bigint('card_id', { mode: 'number' })
      .notNull()
      .references(() => bankCards.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull().default('pending'),
    /** The ledger hold; null only inside the creating transaction. */
    holdId: bigint('hold_id', { mode: 'number' }),
    reasonCode: text('reason_code'),
    reason: text('reason'),
    note: text('note'),
    /** The operator who decided (id and name at the time); null when the user cancelled. */
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedByName: text('decided_by_name'),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_state_idx').on(t.state, t.id),
    index('withdrawals_card_idx').on(t.cardId, t.state),
    check('withdrawals_amount_ck', sql`${t.amount} > 0`),
    check('withdrawals_state_ck', sql`${t.state} IN ('pending', 'approved', 'rejected', 'cancelled')`),
  ],
);

/** Provider callbacks already handled, by the provider's event id: a replayed event changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    depositId: bigint('deposit_id', { mode: 'number' })
      .notNull()
      .references(() => deposits.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
