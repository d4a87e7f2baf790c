import type { FavouriteGroup } from '@meridian/contract/favourites';
import { useTranslation } from '../../../lib/i18n.ts';
import { PlusIcon } from '../../../components/icons.tsx';

type Props = {
  groups: readonly FavouriteGroup[];
  /** undefined: the "All" view (every favourite once). */
  selected: number | undefined;
  allCount: number | undefined;
  onSelect: (id: number | undefined) => void;
  onCreate: () => void;
};

/**
 * The groups as chips. The default group is shown as "All" and lists every favourite once
 * (a stock put only into a custom group still shows there); the others are the user's own.
 */
export function GroupBar({ groups, selected, allCount, onSelect, onCreate }: Props) {
  const { t } = useTranslation();
  return (
    <div className="group-bar">
      <div className="group-tabs" role="tablist">
      {groups.map((group) => {
        const id = group.is_default ? undefined : group.id;
        const active = id === selected;
        const count = group.is_default ? allCount : group.count;
        return (
          <button
            key={group.id}
            type="button"
            role="tab"
            aria-selected={active}
            className={active ? 'group-chip group-chip--active' : 'group-chip'}
            data-testid="favourite-group"
            data-id={group.id}
            data-default={group.is_default}
            data-active={active}
            onClick={() => onSelect(id)}
          >
            {group.is_default ? t('favourites.all') : group.name}
            {count !== undefined ? <span className="group-chip-count">{count}</span> : null}
          </button>
        );
      })}
      </div>
      <button type="button" className="group-chip group-chip--add" data-testid="favourite-group-create" aria-label={t('favourites.newGroup')} onClick={onCreate}>
        <PlusIcon />
      </button>
    </div>
  );
}
