import { TextField } from '../../../components/text-field.tsx';

/**
 * Six-digit entry for the trading password: a labelled native field (digits only, numeric
 * keyboard). antd-mobile's PasscodeInput hides its real input from screen readers inside a
 * focusable role="button", which assistive technology cannot use.
 */
export function PasscodeField({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, '').slice(0, 6))}
      testId={testId}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
    />
  );
}
