import { useT } from '../i18n/i18n';
import { DecisionModal } from './decision-modal';

type Props = { text: string; onClose: () => void; testId: string };

/** Said after a decision that became a proposal: nothing happened yet, a second operator must approve it. */
export function ProposedDialog({ text, onClose, testId }: Props) {
  const t = useT();
  return (
    <DecisionModal
      open
      title={t('approvals.proposedTitle')}
      submitLabel={t('common.close')}
      pending={false}
      ready
      error={null}
      onSubmit={onClose}
      onClose={onClose}
      testId={`${testId}-dialog`}
      submitTestId={`${testId}-close`}
    >
      <p data-testid={testId}>{text}</p>
    </DecisionModal>
  );
}
