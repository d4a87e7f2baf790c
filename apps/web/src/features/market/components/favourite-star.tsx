import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocation, useNavigate } from '../../../lib/router.tsx';
import { FolderIcon, StarIcon } from '../../../components/icons.tsx';
import { useSession } from '../../../lib/session.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useAddFavourite } from '../api/add-favourite.ts';
import { useFavouriteCheck } from '../api/check-favourite.ts';
import { useFavouriteGroups } from '../api/get-favourite-groups.ts';
import { useRemoveFavourite } from '../api/remove-favourite.ts';
import { lazySheet } from '../../../lib/lazy-sheet.tsx';

const GroupPicker = lazySheet(() => import('./group-picker.tsx').then((m) => m.GroupPicker));

/**
 * The star of the detail screen: adds the stock to the default group, or takes it out of every
 * group. With groups of one's own, the folder button beside it chooses the groups. Logged out,
 * the star leads to /login and back.
 */
export function FavouriteStar({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = Boolean(useSession((s) => s.token));
  const check = useFavouriteCheck(code);
  const groups = useFavouriteGroups();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const [picking, setPicking] = useState(false);
  const on = check.data?.favourite ?? false;
  const busy = add.isPending || remove.isPending || (loggedIn && check.isPending);
  const ownGroups = (groups.data ?? []).filter((g) => !g.is_default);

  const toggle = () => {
    if (!loggedIn) return void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
    if (busy) return;
    if (on) remove.mutate({ code }, { onSuccess: () => toastSuccess(t('favourites.removed')) });
    else add.mutate({ code }, { onSuccess: () => toastSuccess(t('favourites.added')) });
  };

  return (
    <span className="star-slot">
      {on && ownGroups.length ? (
        <button type="button" className="icon-button" data-testid="detail-favourite-groups" aria-label={t('favourites.chooseGroups')} onClick={() => setPicking(true)}>
          <FolderIcon />
        </button>
      ) : null}
      <button
        type="button"
        className={on ? 'icon-button star star--on' : 'icon-button star'}
        data-testid="detail-favourite"
        data-active={on}
        aria-pressed={on}
        aria-label={on ? t('favourites.removeFromFavourites') : t('favourites.addToFavourites')}
        disabled={loggedIn && check.isPending}
        onClick={toggle}
      >
        <StarIcon filled={on} />
      </button>
      {picking ? <GroupPicker code={code} groups={ownGroups} inGroups={check.data?.group_ids ?? []} onClose={() => setPicking(false)} /> : null}
    </span>
  );
}
