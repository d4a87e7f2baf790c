import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n.ts';
import { fetchConfig } from '../../lib/config.ts';
import { endSession } from '../../lib/end-session.ts';
import { imageLoader } from '../../lib/image.ts';
import { applyUpdate, checkForServiceWorkerUpdate, usePwa } from '../../lib/pwa.ts';
import { isRequestFailure } from '../../lib/request.ts';
import { useSession } from '../../lib/session.ts';
import { clearNonSessionStorage } from '../../lib/storage.ts';
import { showLoading, toast, toastFail, toastSuccess } from '../../lib/toast.ts';
import { avatarProblem, editAvatar } from './api/edit-avatar.ts';
import { userKeys } from './api/get-user-info.ts';
import { logout } from './api/logout.ts';
import { confirm } from '../../lib/dialog.ts';

/** The actions of the settings screen, kept apart from its layout. */
export function useSettingsActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const uploadAvatar = async (file: File) => {
    const problem = await avatarProblem(file);
    if (problem) return toastFail(t(problem));
    const done = showLoading(t('common.loading'));
    try {
      const { avatar } = await editAvatar(file);
      useSession.getState().patchUserinfo({ avatar });
      void queryClient.invalidateQueries({ queryKey: userKeys.info });
      done();
      toastSuccess(t('common.uploadSuccess'));
    } catch (error) {
      done();
      const reason = isRequestFailure(error) && error.kind === 'rejected' ? `: ${error.message}` : '';
      toastFail(`${t('common.uploadFailed')}${reason}`);
    }
  };

  // Compares the build the server serves with the one running here (both from the Vite build);
  // with a service worker, also fetches the new one, so the reload gets the new build and not
  // the cached shell.
  const checkForUpdate = async () => {
    const done = showLoading(t('common.loading'));
    try {
      const config = await fetchConfig();
      if (config.build_id !== __BUILD_ID__) await checkForServiceWorkerUpdate();
      done();
      if (config.build_id === __BUILD_ID__) return toast(t('account.latestVersion'));
      // The dialog asks; the prompt at the bottom, which the new worker brings up, waits meanwhile.
      usePwa.setState({ asking: true });
      const reload = await confirm({
        content: t('account.newVersion'),
        confirmText: t('account.reload'),
        cancelText: t('common.cancel'),
      }).finally(() => usePwa.setState({ asking: false }));
      if (reload) await applyUpdate();
      // "Cancel" is the prompt's "later".
      else usePwa.setState({ needRefresh: false });
    } catch {
      done();
    }
  };

  // Local caches only: the session (token, user info) and the language choice stay.
  const clearCache = () => {
    imageLoader.clear();
    queryClient.clear();
    clearNonSessionStorage();
    toastSuccess(t('account.cacheCleared'));
  };

  // The session ends on this device even when the server cannot be told (offline, token expired).
  const logOut = async () => {
    const sure = await confirm({ content: t('account.logoutConfirm'), confirmText: t('account.logout'), cancelText: t('common.cancel') });
    if (!sure) return;
    try {
      await logout();
    } catch {
      // Already reported by the request client.
    }
    endSession();
  };

  return { uploadAvatar, checkForUpdate, clearCache, logOut };
}
