import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { UnavailableNote } from '../../../components/unavailable-note.tsx';

const FIELDS = [
  { key: 'bank', label: 'funding.bankName', placeholder: 'funding.bankNamePlaceholder' },
  { key: 'branch', label: 'funding.branch', placeholder: 'funding.branchPlaceholder' },
  { key: 'holder', label: 'funding.cardholder', placeholder: 'funding.cardholderPlaceholder' },
  { key: 'iban', label: 'funding.iban', placeholder: 'funding.ibanPlaceholder' },
] as const;

type Key = (typeof FIELDS)[number]['key'];

/** Binding a card in the account holder's name (spec §5). Disabled until the funding module exists. */
export function BindBankPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<Record<Key, string>>({ bank: '', branch: '', holder: '', iban: '' });
  return (
    <div className="page">
      <PageHeader />
      <UnavailableNote />
      <div className="form-card">
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            label={t(field.label)}
            placeholder={t(field.placeholder)}
            value={form[field.key]}
            onChange={(value) => setForm((f) => ({ ...f, [field.key]: value }))}
            testId={`bank-${field.key}`}
            disabled
          />
        ))}
        <p className="field-hint">{t('validation.bindCard')}</p>
        <div className="form-actions">
          <Button block color="primary" size="large" disabled data-testid="bank-submit">
            {t('funding.bindCard')}
          </Button>
        </div>
      </div>
    </div>
  );
}
