import type { Tx } from '../../db/client.ts';
import type { Ledger } from '../ledger/service.ts';
import type { MessagesService } from '../messages/service.ts';
import type { QuoteView } from '../market/quote-view.ts';

export type GrantPositionInput = {
  userId: number;
  code: string;
  quantity: number;
  priceCents: bigint;
  buyFeeCents: bigint;
  source: 'ipo';
  /** First day the shares may be sold: the listing day (normal selling rules apply from then). */
  sellableFrom: string;
  /** Unique per grant: a retried job never opens a second position. */
  key: string;
  /** The fee lines behind buyFeeCents (all zero for an IPO: no fee is charged on new shares). */
  fees: { commission: bigint; transferFee: bigint; stampDuty: bigint };
  /** The ledger entry that paid for the shares (escrow → settlement), shown with the trade. */
  entryId?: number;
};

/** What the IPO module needs from trading: held market value per exchange, and a position opened inside our transaction. */
export type IpoTradingPort = {
  marketValueByExchange(userId: number): Promise<{ SH: bigint; SZ: bigint }>;
  grantPosition(tx: Tx, input: GrantPositionInput): Promise<unknown>;
};

export type IpoDeps = {
  ledger: Ledger;
  messages: MessagesService;
  /** Throws IDENTITY_REQUIRED unless the user's real name is verified. */
  identity: { requireVerified(userId: number): Promise<string> };
  /** Throws PAY_PASSWORD_* unless the trading password is right (attempt-limited). */
  account: { verifyPayPassword(userId: number, pin: string): Promise<void> };
  /** The instruments the market lists (an issue's code must be one) and the trading calendar. */
  market: { book(code: string): QuoteView | undefined; sessions: { tradingDayOnOrAfter(day: string): string } };
  trading: IpoTradingPort;
};
