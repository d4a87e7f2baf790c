import { Modal } from 'antd';
import type { InviteCode } from '@meridian/contract/admin';
import { ErrorMessage } from '../../components/error-message';
import { usePageParam } from '../../lib/use-page-param';
import { useT } from '../../i18n/i18n';
import { useDisableInviteCode } from './api/disable-invite-code';
import { useInviteCodes } from './api/get-invite-codes';
import { InviteCodeForm } from './invite-code-form';
import { InviteCodeTable } from './invite-code-table';

const PAGE_SIZE = 20;

export function InviteCodesPage() {
  const t = useT();
  const [page, setPage] = usePageParam();
  const codes = useInviteCodes({ page, size: PAGE_SIZE });
  const disable = useDisableInviteCode();
  const [modal, holder] = Modal.useModal();

  const confirmDisable = (code: InviteCode) =>
    void modal.confirm({
      title: t('invites.disableTitle', { code: code.code }),
      content: t('invites.disableExplain'),
      okText: t('operators.disable'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => disable.mutate(code.id),
    });

  return (
    <section>
      {holder}
      <header className="page-header">
        <h1>{t('nav.inviteCodes')}</h1>
      </header>
      <InviteCodeForm />
      <ErrorMessage error={codes.error ?? disable.error} testId="invite-codes-error" />
      <InviteCodeTable
        codes={codes.data?.list ?? []}
        loading={codes.isPending}
        page={page}
        pageSize={PAGE_SIZE}
        total={codes.data?.total ?? 0}
        onPage={setPage}
        disablingId={disable.isPending ? (disable.variables ?? null) : null}
        onDisable={confirmDisable}
      />
    </section>
  );
}
