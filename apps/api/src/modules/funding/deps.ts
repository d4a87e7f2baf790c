import type { Ledger } from '../ledger/service.ts';
import type { Approvals } from '../admin/approvals.ts';
import type { MessageKind, MessageParams } from '../messages/templates.ts';

/**
 * What funding needs from other modules, named by what it uses rather than by their whole
 * services, so tests and later modules can see the seams at a glance.
 */
export type FundingDeps = {
  ledger: Ledger;
  account: { verifyPayPassword(userId: number, pin: string): Promise<void> };
  identity: {
    /** The approved real name, or throws IDENTITY_REQUIRED. */
    requireVerified(userId: number): Promise<string>;
    verifiedName(userId: number): Promise<string | undefined>;
  };
  messages: { notify(userId: number, kind: MessageKind, params?: MessageParams): Promise<unknown> };
  /** Four eyes: adjustments and large pay-outs are proposed, and carried out at approval. */
  approvals: Pick<Approvals, 'propose' | 'register' | 'lapse'>;
  /** Market value of the user's positions, once trading exists; until then the summary says 0. */
  marketValue?: (userId: number) => Promise<bigint>;
  /** Paid new shares not listed yet, at cost (ipo); they count in total assets. */
  pendingListingValue?: (userId: number) => Promise<bigint>;
};

/** Who decided: recorded on the row and in the audit log. */
import type { OperatorAct as Act } from '../admin/operator-act.ts';
/** Funding's decisions also name the operator in the user's records. */
export type OperatorAct = Act & { operator: string };
