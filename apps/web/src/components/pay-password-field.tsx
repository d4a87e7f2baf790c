import { useTranslation } from '../lib/i18n.ts';
import { TextField } from './text-field.tsx';

type Props = { value: string; onChange: (value: string) => void; testId: string };

/** The six-digit trading password that confirms an order, payment or withdrawal; keeps digits only. */
export function PayPasswordField({ value, onChange, testId }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('common.tradingPassword')}
      placeholder={t('common.tradingPasswordPlaceholder')}
      value={value}
      onChange={(v) => onChange(v.replace(/\D/g, ''))}
      testId={testId}
      type="password"
      inputMode="numeric"
      maxLength={6}
      autoComplete="off"
    />
  );
}
