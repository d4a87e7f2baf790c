import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { useLiveQuotes } from '../../../lib/live.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useLang } from '../../../lib/use-lang.ts';
import { useFavouriteGroups } from '../api/get-favourite-groups.ts';
import { useFavourites } from '../api/get-favourites.ts';
import { useQuoteMap } from '../api/get-quote.ts';
import { useRemoveFavourite } from '../api/remove-favourite.ts';
import { displayName } from '../../../lib/names.ts';
import { withTick } from '../live-quote.ts';
import { GroupBar } from './group-bar.tsx';
import { QuoteHead, QuoteRow } from './quote-row.tsx';
import { useGroupActions } from './use-group-actions.ts';
import { useVisibleCodes } from './use-visible-codes.ts';
import { lazySheet } from '../../../lib/lazy-sheet.tsx';

const GroupNameDialog = lazySheet(() => import('./group-name-dialog.tsx').then((m) => m.GroupNameDialog));

/**
 * The favourites tab of /market: groups (switch, create, rename, delete), the stocks of the
 * chosen group with live prices, and an edit mode to remove stocks. In "All" a removal takes the
 * stock out of every group; in a group, out of that group only.
 */
export function FavouritesPanel({ onOpen }: { onOpen: (code: string) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [groupId, setGroupId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState(false);
  const groups = useFavouriteGroups();
  const all = useFavourites(undefined);
  const inGroup = useFavourites(groupId, groupId !== undefined);
  const list = groupId === undefined ? all : inGroup;
  const codes = (list.data?.list ?? []).map((item) => item.code);
  const quotes = useQuoteMap(codes);
  const { visible, rowRef } = useVisibleCodes();
  const live = useLiveQuotes(visible);
  const remove = useRemoveFavourite();
  const actions = useGroupActions(setGroupId);
  const group = groups.data?.find((g) => g.id === groupId);

  if (groups.isPending) return <PageLoading inline />;
  return (
    <div className="favourites" data-testid="favourites-panel">
      <GroupBar groups={groups.data ?? []} selected={groupId} allCount={all.data?.total} onSelect={setGroupId} onCreate={actions.openCreate} />
      <div className="favourites-tools">
        {group && !group.is_default ? (
          <>
            <button type="button" className="link" data-testid="favourite-group-rename" onClick={() => actions.openRename(group)}>
              {t('favourites.renameGroup')}
            </button>
            <button type="button" className="link link--danger" data-testid="favourite-group-delete" onClick={() => void actions.confirmDelete(group)}>
              {t('favourites.deleteGroup')}
            </button>
          </>
        ) : null}
        <span className="spacer" />
        {codes.length ? (
          <button type="button" className="link" data-testid="favourites-edit" aria-pressed={editing} onClick={() => setEditing((v) => !v)}>
            {editing ? t('common.done') : t('common.edit')}
          </button>
        ) : null}
      </div>
      {list.isPending ? (
        <PageLoading inline />
      ) : codes.length === 0 ? (
        <EmptyState title={t('favourites.empty')} />
      ) : (
        <>
          <div className="list-head">
            <QuoteHead />
          </div>
          <RefreshList
            items={codes}
            keyOf={(code) => code}
            onRefresh={() => Promise.all([list.refetch(), groups.refetch()])}
            renderItem={(code) => {
              const base = quotes.map.get(code);
              const quote = base ? withTick(base, live.get(code)) : undefined;
              return (
                <div className="favourite-item" data-testid="favourite-item" data-code={code}>
                  {quote ? (
                    <QuoteRow quote={{ ...quote, name: displayName(quote, lang) }} onOpen={onOpen} testId="favourite-row" rowRef={rowRef(code)} />
                  ) : (
                    <span className="quote-row quote-row--loading">{code}</span>
                  )}
                  {editing ? (
                    <Button
                      size="mini"
                      color="danger"
                      fill="outline"
                      data-testid="favourite-remove"
                      loading={remove.isPending && remove.variables?.code === code}
                      onClick={() =>
                        remove.mutate({ code, groupId }, { onSuccess: () => toastSuccess(t('favourites.removed')) })
                      }
                    >
                      {t('favourites.remove')}
                    </Button>
                  ) : null}
                </div>
              );
            }}
          />
        </>
      )}
      {actions.dialog ? (
        <GroupNameDialog
          key={actions.dialog.mode === 'rename' ? actions.dialog.group.id : 'new'}
          title={actions.dialog.mode === 'create' ? t('favourites.newGroup') : t('favourites.renameGroup')}
          initial={actions.dialog.mode === 'rename' ? actions.dialog.group.name : ''}
          busy={actions.busy}
          onSave={actions.save}
          onClose={actions.close}
        />
      ) : null}
    </div>
  );
}
