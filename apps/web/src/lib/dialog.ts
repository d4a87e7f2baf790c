import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog';

/**
 * antd-mobile's Dialog.confirm, and the animation library under it, load on the first
 * confirmation (a tap), not with the screen that may ask for one. Its confirm module is imported
 * rather than the component's index, whose helpers the bundler would otherwise share with the
 * shell through this lazy chunk.
 */
type Confirm = (props: DialogConfirmProps) => Promise<boolean>;
let loading: Promise<Confirm> | undefined;

function loadConfirm(): Promise<Confirm> {
  loading ??= Promise.all([import('antd-mobile/es/components/dialog/confirm'), import('antd-mobile/es/components/dialog/dialog.css')]).then(
    ([m]) => m.confirm,
    (error: unknown) => {
      // Offline or a failed fetch: the next tap tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Dialog.confirm: resolves true when the user confirms. */
export function confirm(props: DialogConfirmProps): Promise<boolean> {
  return loadConfirm().then((show) => show(props));
}
