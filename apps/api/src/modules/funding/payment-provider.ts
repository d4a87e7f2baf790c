import type { DepositMethod } from '@meridian/contract/funding';
import type { Money } from '../../platform/money.ts';

/** A deposit the user has just announced, before its row exists. */
export type NewDeposit = { userId: number; reference: string; amount: Money; currency: string };

/** What a provider answers for a new deposit: its payment id (if any) and what the user is shown. */
export type ProviderDeposit = { paymentId: string | null; instructions: Record<string, unknown> };

/** A callback that has been verified as authentic: "payment X was paid, this much". */
export type PaymentNotice = {
  eventId: string;
  paymentId: string;
  amount: Money;
  currency: string;
  payload: Record<string, unknown>;
};

/**
 * The seam between the funding module and a payment provider. The ledger never sees a
 * provider: the funding service credits a deposit when an operator confirms it
 * (`confirmation: 'operator'`) or when `parseCallback` has verified the provider's callback
 * (`confirmation: 'callback'`). A real provider is plugged in by writing one of these.
 */
export type PaymentProvider = {
  name: DepositMethod;
  confirmation: 'operator' | 'callback';
  createDeposit(input: NewDeposit): Promise<ProviderDeposit>;
  /** Verifies and reads a callback from its raw body and headers; throws WEBHOOK_* or BAD_REQUEST otherwise. */
  parseCallback?(raw: string, headers: Record<string, string | undefined>, now: Date): PaymentNotice;
};
