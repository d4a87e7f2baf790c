import type { FavouriteGroup } from '@meridian/contract/favourites';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useCreateFavouriteGroup } from '../api/create-favourite-group.ts';
import { useDeleteFavouriteGroup } from '../api/delete-favourite-group.ts';
import { useRenameFavouriteGroup } from '../api/rename-favourite-group.ts';
import { confirm } from '../../../lib/dialog.ts';

export type NameDialog = { mode: 'create' } | { mode: 'rename'; group: FavouriteGroup } | null;

/**
 * Create, rename and delete a favourites group. Failures (name taken, 20 groups) are toasted by
 * the request client with the server's message; the dialog then stays open for another try.
 */
export function useGroupActions(onSelect: (id: number | undefined) => void) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<NameDialog>(null);
  const create = useCreateFavouriteGroup();
  const rename = useRenameFavouriteGroup();
  const remove = useDeleteFavouriteGroup();

  const save = (name: string) => {
    if (!dialog) return;
    if (dialog.mode === 'create') {
      create.mutate(name, {
        onSuccess: (group) => {
          setDialog(null);
          onSelect(group.id);
          toastSuccess(t('favourites.groupCreated'));
        },
      });
    } else {
      rename.mutate(
        { id: dialog.group.id, name },
        {
          onSuccess: () => {
            setDialog(null);
            toastSuccess(t('favourites.groupRenamed'));
          },
        },
      );
    }
  };

  const confirmDelete = async (group: FavouriteGroup) => {
    const yes = await confirm({
      content: t('favourites.deleteGroupConfirm', { name: group.name }),
      confirmText: t('favourites.deleteGroup'),
      cancelText: t('common.cancel'),
    });
    if (!yes) return;
    remove.mutate(group.id, {
      onSuccess: () => {
        onSelect(undefined);
        toastSuccess(t('favourites.groupDeleted'));
      },
    });
  };

  return {
    dialog,
    openCreate: () => setDialog({ mode: 'create' }),
    openRename: (group: FavouriteGroup) => setDialog({ mode: 'rename', group }),
    close: () => setDialog(null),
    save,
    busy: create.isPending || rename.isPending,
    confirmDelete,
  };
}
