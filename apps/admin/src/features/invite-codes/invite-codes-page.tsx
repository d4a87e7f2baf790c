import type { InviteCode } from '@meridian/contract/admin';
import { ErrorMessage } from '../../components/error-message';
import { Pagination } from '../../components/pagination';
import { usePageParam } from '../../lib/use-page-param';
import { useDisableInviteCode } from './api/disable-invite-code';
import { useInviteCodes } from './api/get-invite-codes';
import { InviteCodeForm } from './invite-code-form';
import { InviteCodeTable } from './invite-code-table';

const PAGE_SIZE = 20;

export function InviteCodesPage() {
  const [page, setPage] = usePageParam();
  const codes = useInviteCodes({ page, size: PAGE_SIZE });
  const disable = useDisableInviteCode();

  const confirmDisable = (code: InviteCode) => {
    const question =
      `Disable invitation code ${code.code}?\n\n` +
      'Nobody will be able to register with it any more. Accounts already opened with it are not affected. ' +
      'The action is recorded in the audit log.';
    if (window.confirm(question)) disable.mutate(code.id);
  };

  return (
    <section>
      <header className="page-header">
        <h1>Invitation codes</h1>
      </header>
      <InviteCodeForm />
      <ErrorMessage error={codes.error ?? disable.error} testId="invite-codes-error" />
      <InviteCodeTable
        codes={codes.data?.list ?? []}
        loading={codes.isPending}
        disablingId={disable.isPending ? (disable.variables ?? null) : null}
        onDisable={confirmDisable}
      />
      {codes.data && (
        <Pagination page={codes.data.page} size={codes.data.size} total={codes.data.total} onChange={setPage} />
      )}
    </section>
  );
}
