import { Toast } from 'antd-mobile';

/** Spec §9: toasts stay 1200 ms and block clicks underneath while shown. */
export const TOAST_MS = 1200;
Toast.config({ duration: TOAST_MS, maskClickable: false });

export function toast(message: string): void {
  Toast.show({ content: message, duration: TOAST_MS, maskClickable: false });
}

export function toastSuccess(message: string): void {
  Toast.show({ icon: 'success', content: message, duration: TOAST_MS, maskClickable: false });
}

export function toastFail(message: string): void {
  Toast.show({ icon: 'fail', content: message, duration: TOAST_MS, maskClickable: false });
}

/** A loading toast has no time-out: call the returned function when the work is done. */
export function showLoading(message?: string): () => void {
  const handler = Toast.show({ icon: 'loading', content: message, duration: 0, maskClickable: false });
  return () => handler.close();
}
