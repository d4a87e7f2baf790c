import { z } from 'zod';
import { idString } from './ids.ts';
import { page, pageQuery } from './admin.ts';
import { SUPPORT_BODY_MAX } from './support-rules.ts';

/**
 * Built-in support chat: one thread per user (`/api/support`, session required), answered by
 * operators (`/admin/api/support`). Lines are plain text. When the operators set an external
 * support URL (`kf_url`), clients open that instead; empty means this chat.
 * Socket push to the user: `{type:'support', data: SupportPush}`.
 */
export * from './support-rules.ts';
export const SUPPORT_PER_MINUTE = 10;

/** Plain text: carriage returns and control characters other than newline and tab are dropped. */
export const supportBody = z.object({
  body: z
    .string()
    .transform((s) => s.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim())
    .pipe(z.string().min(1).max(SUPPORT_BODY_MAX)),
});

export const supportHistoryQuery = z.object({
  /** Answer lines older than this id (scrolling up); without it, the newest. */
  before: idString.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const supportSender = z.enum(['user', 'operator']);
export const supportMessage = z.object({
  id: z.number().int(),
  from: supportSender,
  body: z.string(),
  created_at: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** Oldest first within the page, ready to show; `has_more` says whether older lines exist. */
export const supportHistory = z.object({ list: z.array(supportMessage), has_more: z.boolean() });
export const supportUnread = z.object({ unread: z.number().int() });
export const supportPush = z.object({ message: supportMessage, unread: z.number().int() });

// ---- back office ----

export const threadIdParams = z.object({ id: idString });
export const adminSupportMessage = supportMessage.extend({ operator: z.string().nullable() });
export const supportThread = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  last_message: z.object({ from: supportSender, body: z.string(), created_at: z.string() }).nullable(),
  /** The user's lines no operator has read yet. */
  unread: z.number().int(),
  updated_at: z.string(),
});
export type SupportThread = z.infer<typeof supportThread>;
export const supportInboxQuery = pageQuery;
export const supportInbox = page(supportThread).extend({ unread_threads: z.number().int() });
export const adminSupportHistory = z.object({
  thread: supportThread,
  list: z.array(adminSupportMessage),
  has_more: z.boolean(),
});
export const adminUnread = z.object({ unread_threads: z.number().int(), unread_messages: z.number().int() });

/** `''` switches back to the built-in chat; otherwise an https URL. */
export const kfUrlBody = z.object({
  kf_url: z.union([z.literal(''), z.url({ protocol: /^https$/ }).max(500)]),
});
export const kfUrlResult = z.object({ kf_url: z.string() });
