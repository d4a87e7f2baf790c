import { type HTMLInputTypeAttribute, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../lib/i18n.ts';
import { decimalPoint } from '../lib/money.ts';
import { EyeIcon, EyeOffIcon } from './icons.tsx';

type Props = {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** Lands on the native <input>, so a browser test can fill it. */
  testId: string;
  placeholder?: string;
  type?: HTMLInputTypeAttribute;
  /** Adds a show/hide button to a password field (its test id is `<testId>-toggle`). */
  revealable?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'decimal' | 'email';
  maxLength?: number;
  disabled?: boolean;
  hint?: ReactNode;
  extra?: ReactNode;
};

/**
 * A labelled native input. A field with `inputMode="decimal"` reads a typed comma as the decimal
 * point. antd-mobile's Input puts extra attributes on its wrapper, not on the
 * <input>, which leaves nothing for a test to fill; this field keeps the test id on the input.
 */
export function TextField({ label, value, onChange, testId, type = 'text', revealable, hint, extra, ...rest }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const inputType = revealable && revealed ? 'text' : type;
  return (
    <div className="field">
      {label ? (
        <label className="field-label" htmlFor={id}>
          {label}
        </label>
      ) : null}
      <div className="field-control">
        <input
          id={id}
          className="field-input"
          data-testid={testId}
          type={inputType}
          value={value}
          onChange={(event) => onChange(rest.inputMode === 'decimal' ? decimalPoint(event.target.value) : event.target.value)}
          {...rest}
        />
        {revealable ? (
          <button
            type="button"
            className="field-icon-button"
            data-testid={`${testId}-toggle`}
            aria-label={revealed ? t('common.hide') : t('common.show')}
            aria-pressed={revealed}
            onClick={() => setRevealed((v) => !v)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        ) : null}
        {extra}
      </div>
      {hint ? <div className="field-hint">{hint}</div> : null}
    </div>
  );
}
