import { PasscodeInput } from 'antd-mobile';

/**
 * Six-digit entry for the trading password. The test id is on the cells' wrapper: a browser test
 * clicks it (which focuses the hidden native input) and then types the digits.
 */
export function PasscodeField({ label, value, onChange, testId }: { label: string; value: string; onChange: (v: string) => void; testId: string }) {
  return (
    <div className="passcode-block">
      <div className="passcode-label">{label}</div>
      <PasscodeInput
        length={6}
        seperated
        value={value}
        onChange={(v) => onChange(v.replace(/\D/g, ''))}
        data-testid={testId}
        inputMode="numeric"
      />
    </div>
  );
}
