import type { FavouriteGroup } from '@meridian/contract/favourites';
import { Checkbox, List, Popup } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useAddFavourite } from '../api/add-favourite.ts';
import { useRemoveFavourite } from '../api/remove-favourite.ts';

type Props = { code: string; groups: readonly FavouriteGroup[]; inGroups: readonly number[]; onClose: () => void };

/** Puts a favourite into, or takes it out of, each of the user's own groups. */
export function GroupPicker({ code, groups, inGroups, onClose }: Props) {
  const { t } = useTranslation();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const busy = add.isPending || remove.isPending;
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="group-picker" destroyOnClose>
      <List header={t('favourites.chooseGroups')}>
        {groups.map((group) => {
          const checked = inGroups.includes(group.id);
          return (
            <List.Item
              key={group.id}
              data-testid="group-picker-item"
              data-id={group.id}
              data-checked={checked}
              prefix={<Checkbox checked={checked} disabled={busy} />}
              onClick={() => {
                if (busy) return;
                if (checked) remove.mutate({ code, groupId: group.id });
                else add.mutate({ code, groupId: group.id });
              }}
            >
              {group.name}
            </List.Item>
          );
        })}
      </List>
    </Popup>
  );
}
