/**
 * Spec §9: toasts stay 1200 ms and block clicks underneath while shown. antd-mobile's Toast (and
 * the animation library under it) loads on the first toast, not with the app's first screen.
 */
export const TOAST_MS = 1200;

type ToastModule = typeof import('antd-mobile/es/components/toast');
let loading: Promise<ToastModule['default']> | undefined;

function loadToast(): Promise<ToastModule['default']> {
  loading ??= Promise.all([import('antd-mobile/es/components/toast'), import('antd-mobile/es/utils/reduce-and-restore-motion')]).then(
    ([{ default: Toast }, motion]) => {
      Toast.config({ duration: TOAST_MS, maskClickable: false });
      // antd-mobile animates in script (react-spring), which CSS cannot stop: who asks the
      // system for less motion gets toasts, popups and dialogs without it.
      if (typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) motion.reduceMotion();
      return Toast;
    },
  );
  return loading;
}

/** Fetches Toast ahead of need (when the browser is idle), so the first toast shows at once. */
export function preloadToast(): void {
  void loadToast();
}

type Icon = 'success' | 'fail' | 'loading';

function show(content: string | undefined, icon?: Icon, duration = TOAST_MS) {
  return loadToast().then((Toast) => Toast.show({ ...(icon ? { icon } : {}), content, duration, maskClickable: false }));
}

export function toast(message: string): void {
  void show(message);
}

export function toastSuccess(message: string): void {
  void show(message, 'success');
}

export function toastFail(message: string): void {
  void show(message, 'fail');
}

/** Takes down any toast on screen: a dialog that says the same thing does not need it behind it. */
export function clearToasts(): void {
  void loadToast().then((Toast) => Toast.clear());
}

/** A loading toast has no time-out: call the returned function when the work is done. */
export function showLoading(message?: string): () => void {
  let closed = false;
  const handler = show(message, 'loading', 0).then((h) => {
    if (closed) h.close();
    return h;
  });
  return () => {
    closed = true;
    void handler.then((h) => h.close());
  };
}
