import type { BankCard } from '@meridian/contract/funding';
import { Button } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RefreshList } from '../../../components/refresh-list.tsx';
import { formatLocalTime } from '../../../lib/date.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useCards } from '../api/get-cards.ts';
import { useUnbindCard } from '../api/unbind-card.ts';
import '../funding.css';
import { confirm } from '../../../lib/dialog.ts';

function CardRow({ card, onUnbind }: { card: BankCard; onUnbind: (card: BankCard) => void }) {
  const { t } = useTranslation();
  return (
    <div className="bank-card" data-testid="bank-card" data-card-id={card.id}>
      <div className="bank-card-head">
        <strong data-testid="bank-card-bank">{card.bank}</strong>
        <button type="button" className="link link--danger" data-testid="bank-card-unbind" onClick={() => onUnbind(card)}>
          {t('funding.unbind')}
        </button>
      </div>
      <div className="bank-card-iban" data-testid="bank-card-iban">
        {card.iban_masked}
      </div>
      <div className="bank-card-meta">
        {card.holder}
        {card.branch ? ` · ${card.branch}` : ''} · {formatLocalTime(card.created_at, 'date')}
      </div>
    </div>
  );
}

/** Bound bank cards: unbind (after a confirmation) and add, up to the server's limit. */
export function BankListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useCards();
  const unbind = useUnbindCard();

  const confirmUnbind = async (card: BankCard) => {
    const sure = await confirm({
      content: t('funding.unbindConfirm', { card: `${card.bank} ${card.iban_masked}` }),
      confirmText: t('funding.unbind'),
      cancelText: t('common.cancel'),
    });
    if (!sure) return;
    try {
      await unbind.mutateAsync(card.id);
      toastSuccess(t('funding.unbound'));
    } catch {
      // The request client has shown the server's message (e.g. a withdrawal to it is pending).
    }
  };

  const list = cards.data?.list ?? [];
  const full = cards.data ? list.length >= cards.data.max : false;
  return (
    <div className="page">
      <PageHeader />
      {cards.data ? (
        <RefreshList items={list} keyOf={(c) => c.id} renderItem={(c) => <CardRow card={c} onUnbind={(x) => void confirmUnbind(x)} />} onRefresh={() => cards.refetch()} emptyTitle={t('funding.noCards')} />
      ) : (
        <PageLoading inline reads={[cards]} />
      )}
      <div className="form">
        {cards.data ? <p className="field-hint">{t('funding.cardLimit', { count: list.length, max: cards.data.max })}</p> : null}
        <Button block color="primary" fill="outline" size="large" data-testid="bank-add" disabled={full} onClick={() => void navigate('/ucenter/bank')}>
          <PlusIcon /> {t('funding.addCard')}
        </Button>
      </div>
    </div>
  );
}
