import type { ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { useT } from '../i18n/i18n';
import { ErrorMessage } from './error-message';

type Props = {
  /** Mounted while open (closing unmounts it, which also clears its fields); false while it closes. */
  open?: boolean;
  title: string;
  /** What happens, to whom, and who will read what: said before the operator commits. */
  children: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** False while the decision cannot be sent (a reason too short, say). */
  ready: boolean;
  danger?: boolean;
  error: unknown;
  onSubmit: () => void;
  onClose: () => void;
  testId: string;
  submitTestId: string;
};

/**
 * The frame of every decision on a queue item (confirm, reject, approve): explanation and
 * fields, the server's refusal, then commit or cancel. Enter in a field commits when ready.
 */
export function DecisionModal({ open = true, title, children, submitLabel, pending, ready, danger, error, onSubmit, onClose, testId, submitTestId }: Props) {
  const t = useT();
  const submit = () => {
    if (ready && !pending) onSubmit();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={submitLabel}
      okButtonProps={{ danger, loading: pending, disabled: !ready, ...({ 'data-testid': submitTestId } as Record<string, string>) }}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <div data-testid={testId}>
        <Form layout="vertical" onFinish={submit} component="div">
          {children}
        </Form>
        <ErrorMessage error={error} testId={`${testId}-error`} />
      </div>
    </Modal>
  );
}

type ReasonProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  min: number;
  max: number;
  placeholder?: string;
  testId: string;
};

/** A reason the user will read: a text area with its length rule and a live count. */
export function ReasonInput({ label, value, onChange, min, max, placeholder, testId }: ReasonProps) {
  const t = useT();
  const length = value.trim().length;
  return (
    <Form.Item
      label={label}
      validateStatus={length > 0 && length < min ? 'warning' : undefined}
      help={t('common.reasonLength', { min, max, n: length })}
    >
      <Input.TextArea rows={3} value={value} onChange={(event) => onChange(event.target.value)} maxLength={max} placeholder={placeholder} autoFocus data-testid={testId} />
    </Form.Item>
  );
}
