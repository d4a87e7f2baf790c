import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { UnavailableNote } from '../../../components/unavailable-note.tsx';

/** A new-share application: application code and number of shares. */
export function ApplyPage() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [shares, setShares] = useState('');
  return (
    <div className="page">
      <PageHeader />
      <UnavailableNote />
      <div className="form-card">
        <TextField label={t('ipo.applicationCode')} placeholder={t('ipo.applicationCodePlaceholder')} value={code} onChange={setCode} testId="apply-code" disabled />
        <TextField label={t('ipo.shares')} placeholder={t('ipo.sharesPlaceholder')} value={shares} onChange={setShares} testId="apply-shares" inputMode="numeric" disabled />
        <div className="form-actions">
          <Button block color="primary" size="large" disabled data-testid="apply-submit">
            {t('common.submit')}
          </Button>
        </div>
      </div>
    </div>
  );
}
