import type { Tx } from '../../db/client.ts';
import type { Ledger } from '../ledger/service.ts';
import type { MessagesService } from '../messages/service.ts';
import type { QuoteView } from '../market/quote-view.ts';

/** The fee lines of one trade, in cents, as the trading module's fee schedule computes them. */
export type FeeCents = { commission: bigint; transferFee: bigint; stampDuty: bigint; total: bigint };

export type GrantPositionInput = {
  userId: number;
  code: string;
  quantity: number;
  priceCents: bigint;
  buyFeeCents: bigint;
  source: 'block_trade';
  /** First day the shares may be sold (the holding period's end). */
  sellableFrom: string;
  /** Unique per grant: a retried call never opens a second position. */
  key: string;
  /** The fee lines behind buyFeeCents, and the ledger entry that paid for the shares (shown with the trade). */
  fees?: { commission: bigint; transferFee: bigint; stampDuty: bigint };
  entryId?: number;
};

/** What block trades need from the trading module: the fee schedule, and opening a position inside our transaction. */
export type TradingPort = {
  fees: { compute(side: 'buy' | 'sell', valueCents: bigint): Promise<FeeCents> };
  grantPosition(tx: Tx, input: GrantPositionInput): Promise<{ positionId: number }>;
};

export type BlockTradeDeps = {
  ledger: Ledger;
  messages: MessagesService;
  /** Throws IDENTITY_REQUIRED unless the user's real name is verified. */
  identity: { requireVerified(userId: number): Promise<string> };
  /** Throws PAY_PASSWORD_* unless the trading password is right (attempt-limited). */
  account: { verifyPayPassword(userId: number, pin: string): Promise<void> };
  /** Live quotes and bands (in memory), and the trading calendar. */
  market: { book(code: string): QuoteView | undefined; sessions: { tradingDayOnOrAfter(day: string): string } };
  trading: TradingPort;
  /** Prices come from the simulator (docs/integrity.md): every offer says so. */
  simulated: boolean;
};
