import type { PushSubscriptionState, VapidPublicKey } from '@meridian/contract/push';
import { get, post } from './request.ts';

/** Web Push in this browser: permission, the PushManager subscription, and the server's copy. */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64url + '='.repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

/** Whether this browser holds a push subscription now (with permission still granted). */
export async function isPushOn(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  const reg = await registration();
  return Boolean(await reg?.pushManager.getSubscription());
}

export type PushOutcome = 'on' | 'denied' | 'unsupported';

/** Asks for permission, subscribes with the server's VAPID key and hands the subscription over. */
export async function enablePush(): Promise<PushOutcome> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  const reg = await registration();
  if (!reg) return 'unsupported';
  const { public_key } = await get<VapidPublicKey>('/api/push/public-key');
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(public_key) }));
  await post<PushSubscriptionState>('/api/push/subscribe', sub.toJSON(), { allowRepeat: true });
  return 'on';
}

/** Tells the server to forget this browser, then drops the subscription here. */
export async function disablePush(): Promise<void> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (!sub) return;
  await post<PushSubscriptionState>('/api/push/unsubscribe', { endpoint: sub.endpoint }, { allowRepeat: true });
  await sub.unsubscribe();
}

/**
 * When the session changes (lib/session-boundary.ts) the token is already gone, so only the
 * browser's side is dropped: the push service then answers "gone" and the server deletes its copy
 * on the next notification.
 */
export async function dropPushSubscription(): Promise<void> {
  const sub = await (await registration())?.pushManager.getSubscription().catch(() => null);
  await sub?.unsubscribe().catch(() => false);
}
