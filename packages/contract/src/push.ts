import { z } from 'zod';

/**
 * Web Push (`/api/push`, session required except the public key). The browser subscribes with
 * the server's VAPID public key and hands its subscription over; the server then notifies a
 * closed app (price alerts, fills). Unsubscribing, or the push service answering that the
 * subscription is gone, deletes it.
 */
export const vapidPublicKey = z.object({ public_key: z.string() });
export type VapidPublicKey = z.infer<typeof vapidPublicKey>;

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/).max(200);

export const pushSubscriptionBody = z.object({
  endpoint: z.string().url().max(1000).startsWith('https://'),
  keys: z.object({ p256dh: base64url.min(40), auth: base64url.min(8) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.string().max(1000) });

export const pushSubscriptionState = z.object({ subscribed: z.boolean() });
export type PushSubscriptionState = z.infer<typeof pushSubscriptionState>;

/** What a notification carries; the service worker shows `title` and `body` and opens `url`. */
export const pushPayload = z.object({ title: z.string(), body: z.string(), url: z.string().optional(), tag: z.string().optional() });
export type PushPayload = z.infer<typeof pushPayload>;
