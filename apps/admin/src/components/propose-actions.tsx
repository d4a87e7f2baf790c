import { Button, Typography } from 'antd';
import { useT } from '../i18n/i18n';

type Props = {
  /** Whether the signed-in operator may propose this change at all. */
  canPropose: boolean;
  /** The submit button's text. */
  label: string;
  /** The proposal just made, once the server has stored it. */
  proposalId: number | undefined;
  /** `<prefix>-save`, `<prefix>-saved`, `<prefix>-not-allowed`. */
  testPrefix: string;
};

/** The foot of a four-eyes settings form: propose, then the number of the waiting proposal. */
export function ProposeActions({ canPropose, label, proposalId, testPrefix }: Props) {
  const t = useT();
  if (!canPropose) {
    return (
      <Typography.Text type="secondary" data-testid={`${testPrefix}-not-allowed`}>
        {t('settings.notAllowed')}
      </Typography.Text>
    );
  }
  return (
    <div className="form-actions">
      <Button type="primary" htmlType="submit" data-testid={`${testPrefix}-save`}>
        {label}
      </Button>
      {proposalId !== undefined && (
        <span className="success" role="status" data-testid={`${testPrefix}-saved`}>
          {t('settings.proposed', { id: proposalId })}
        </span>
      )}
    </div>
  );
}
