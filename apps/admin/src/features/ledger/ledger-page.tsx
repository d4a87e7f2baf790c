import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n';
import { AdjustmentForm } from './adjustment-form';
import { ReconcileCard } from './reconcile-card';
import { UserLedgerView } from './user-ledger-view';
import { UserPicker } from './user-picker';
import { useUserLedger } from './api/get-user-ledger';

function readId(raw: string | null): number | null {
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** `?user=12&page=2`: the user and the postings page live in the URL, so the Users screen can link here. */
export function LedgerPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const userId = readId(params.get('user'));
  const page = readId(params.get('page')) ?? 1;
  // Shares the view's first page in the cache; only used to fill in the adjustment form's user.
  const selected = useUserLedger(userId === null ? null : { userId, page: 1, size: 25 });
  const selectedName = selected.data?.user.username ?? '';

  const show = (id: number, nextPage = 1) =>
    setParams(nextPage <= 1 ? { user: String(id) } : { user: String(id), page: String(nextPage) });

  return (
    <section>
      <header className="page-header">
        <h1>{t('nav.ledger')}</h1>
        <p className="muted">{t('ledger.explain')}</p>
      </header>
      <ReconcileCard />
      <UserPicker selectedId={userId} onPick={(user) => show(user.id)} />
      {userId !== null && <UserLedgerView userId={userId} page={page} onPage={(next) => show(userId, next)} />}
      <AdjustmentForm key={selectedName} initialUser={selectedName} />
    </section>
  );
}
