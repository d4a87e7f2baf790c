import { z } from 'zod';
import { idString } from './ids.ts';
import { page, pageQuery } from './admin.ts';

/**
 * Message centre (`/api/messages`, session required). Each message is stored as a kind and its
 * parameters and translated when read, into the request's language (or, for a WebSocket push,
 * the user's saved language). Pushes on the socket: `{type:'message', data: MessageItem}` and
 * `{type:'unread', data:{count}}`.
 */
export const messagesQuery = pageQuery;

export const messageItem = z.object({
  id: z.number().int(),
  /** welcome, broadcast, password_changed, pay_password_changed, … (later domains add theirs). */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type MessageItem = z.infer<typeof messageItem>;
export const messagePage = page(messageItem).extend({ unread: z.number().int() });

export const messageIdParams = z.object({ id: idString });
export const unreadCount = z.object({ count: z.number().int() });
export const readResult = z.object({ id: z.number().int(), read_at: z.string(), unread: z.number().int() });
export const readAllResult = z.object({ updated: z.number().int(), unread: z.number().int() });

/** Back office: one message to every user, shown as written in every language. */
export const BROADCAST_TITLE_MAX = 100;
export const BROADCAST_BODY_MAX = 2000;
export const broadcastBody = z.object({
  title: z.string().trim().min(1).max(BROADCAST_TITLE_MAX),
  body: z.string().trim().min(1).max(BROADCAST_BODY_MAX),
});
export const broadcastResult = z.object({ recipients: z.number().int() });
