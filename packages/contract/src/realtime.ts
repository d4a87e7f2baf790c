import { z } from 'zod';
import { MAX_SUBSCRIPTIONS } from './realtime-rules.ts';

/**
 * One WebSocket at `/api/ws` carries quote ticks (anyone) and personal pushes (after `auth`):
 * new messages, unread counts, support chat lines. Frames are JSON text.
 */

export * from './realtime-rules.ts';
export const clientFrame = z.discriminatedUnion('op', [
  z.object({ op: z.literal('auth'), token: z.string().min(1).max(200) }),
  z.object({ op: z.literal('sub'), codes: z.array(z.string().max(12)).min(1).max(MAX_SUBSCRIPTIONS) }),
  z.object({ op: z.literal('unsub'), codes: z.array(z.string().max(12)).min(1).max(MAX_SUBSCRIPTIONS) }),
  z.object({ op: z.literal('ping') }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

/** Server → client frames. `data` of each type is defined by the domain that sends it. */
export type ServerFrame =
  | { type: 'hello'; data: { simulated: boolean } }
  | { type: 'ack'; op: 'auth' | 'sub' | 'unsub'; codes?: string[] }
  | { type: 'error'; error: string; msg: string; codes?: string[] }
  | { type: 'pong' }
  /**
   * The latest state of each subscribed code that changed since the socket's previous `ticks`
   * frame, one entry per code (data: market.ts `Tick[]`). A socket that reads slowly skips the
   * states in between; it never receives a backlog.
   */
  | { type: 'ticks'; data: unknown[] }
  | { type: 'message'; data: unknown }
  | { type: 'unread'; data: { count: number } }
  | { type: 'support'; data: unknown }
  /** An order of the user was placed, filled, cancelled or expired (data: trading.ts `TradingPush`). */
  | { type: 'trading'; data: unknown }
  /** A price alert of the user fired (data: alerts.ts `PriceAlert`). */
  | { type: 'alert'; data: unknown };
