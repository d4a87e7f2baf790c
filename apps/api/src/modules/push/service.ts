import { and, eq, inArray } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushPayload, PushSubscriptionBody } from '@meridian/contract/push';
import type { Ctx } from '../../platform/context.ts';
import { storedSecret } from '../cluster/secrets.ts';
import { pushSubscriptions } from './tables.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

/** Sends one notification; rejects with `statusCode` when the push service refuses it. */
export type PushTransport = (
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  body: string,
  vapid: VapidKeys & { subject: string },
) => Promise<unknown>;

const webPushTransport: PushTransport = (subscription, body, vapid) =>
  webpush.sendNotification(subscription, body, {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: 24 * 3600,
  });

// The push services say a subscription is gone for good with 404 or 410.
const GONE = new Set([404, 410]);

const keysByDb = new WeakMap<object, Promise<VapidKeys>>();

/**
 * The server's VAPID key pair, made on first start and kept in the database like the other
 * first-start secrets, so that every process (and every restart) signs with the same key and
 * existing subscriptions stay valid.
 */
export function vapidKeys(ctx: Pick<Ctx, 'db'>): Promise<VapidKeys> {
  let keys = keysByDb.get(ctx.db);
  if (!keys) {
    keys = storedSecret(ctx.db, 'VAPID_KEYS', () => JSON.stringify(webpush.generateVAPIDKeys())).then((v) => JSON.parse(v) as VapidKeys);
    keys.catch(() => keysByDb.delete(ctx.db));
    keysByDb.set(ctx.db, keys);
  }
  return keys;
}

/**
 * Notifies every device the user subscribed. Subscriptions the push service reports gone are
 * deleted; other failures are logged and skipped. Resolves with how many devices took it.
 */
export async function sendPush(ctx: Ctx, userId: number, payload: PushPayload, transport: PushTransport = webPushTransport): Promise<number> {
  const rows = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  if (rows.length === 0) return 0;
  const vapid = { ...(await vapidKeys(ctx)), subject: ctx.config.VAPID_SUBJECT };
  const body = JSON.stringify(payload);
  const gone: number[] = [];
  let delivered = 0;
  await Promise.all(
    rows.map(async (row) => {
      try {
        await transport({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, body, vapid);
        delivered += 1;
      } catch (err) {
        const status = (err as { statusCode?: unknown }).statusCode;
        if (typeof status === 'number' && GONE.has(status)) gone.push(row.id);
        else ctx.log.warn({ err, userId }, 'push notification failed');
      }
    }),
  );
  if (gone.length > 0) await ctx.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  return delivered;
}

export type PushService = ReturnType<typeof createPushService>;

export function createPushService(ctx: Ctx, transport: PushTransport = webPushTransport) {
  return {
    publicKey: async () => (await vapidKeys(ctx)).publicKey,

    /** Keeps a browser's subscription for this user; the same endpoint moves to the latest user. */
    async subscribe(userId: number, sub: PushSubscriptionBody): Promise<void> {
      const values = { userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, createdAt: ctx.clock.now() };
      await ctx.db
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: values.p256dh, auth: values.auth, createdAt: values.createdAt } });
    },

    /** Forgets one of the user's subscriptions (never another user's). */
    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      await ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async isSubscribed(userId: number, endpoint: string): Promise<boolean> {
      const rows = await ctx.db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
      return rows.length > 0;
    },

    send: (userId: number, payload: PushPayload) => sendPush(ctx, userId, payload, transport),
  };
}
