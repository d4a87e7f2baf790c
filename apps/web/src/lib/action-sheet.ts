import type { ActionSheetProps, ActionSheetShowHandler } from 'antd-mobile/es/components/action-sheet';

/**
 * antd-mobile's ActionSheet.show, and the popup, animation and gesture libraries under it, load on
 * the first sheet opened (a tap), not with the screen that may open one. As in `dialog.ts`, the
 * component's own module is imported rather than its index.
 */
type Show = (props: Omit<ActionSheetProps, 'visible' | 'destroyOnClose' | 'forceRender'>) => ActionSheetShowHandler;
let loading: Promise<Show> | undefined;

function loadActionSheet(): Promise<Show> {
  loading ??= Promise.all([
    import('antd-mobile/es/components/action-sheet/action-sheet'),
    import('antd-mobile/es/components/action-sheet/action-sheet.css'),
  ]).then(
    ([m]) => m.showActionSheet,
    (error: unknown) => {
      // Offline or a failed fetch: the next tap tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** ActionSheet.show, once its code has arrived: resolves to the handler that closes the sheet. */
export function showActionSheet(props: Parameters<Show>[0]): Promise<ActionSheetShowHandler> {
  return loadActionSheet().then((show) => show(props));
}
