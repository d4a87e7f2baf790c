import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from '../../../components/icons.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { Section } from '../../../components/section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { UnavailableNote } from '../../../components/unavailable-note.tsx';

const SLOTS = [
  { key: 'front', title: 'identity.front' },
  { key: 'back', title: 'identity.back' },
] as const;

/** Real-name verification: name, document number, and both sides of the document. */
export function RealNamePage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [idNumber, setIdNumber] = useState('');
  return (
    <div className="page">
      <PageHeader />
      <UnavailableNote />
      <div className="form-card">
        <TextField label={t('identity.realName')} placeholder={t('identity.realNamePlaceholder')} value={name} onChange={setName} testId="identity-name" autoComplete="name" disabled />
        <TextField label={t('identity.idNumber')} placeholder={t('identity.idNumberPlaceholder')} value={idNumber} onChange={setIdNumber} testId="identity-number" disabled />
      </div>
      <Section>
        <div className="upload-slots">
          {SLOTS.map((slot) => (
            <div key={slot.key} className="upload-slot" data-testid={`identity-upload-${slot.key}`} aria-disabled="true">
              <PlusIcon />
              <strong>{t(slot.title)}</strong>
              <span>{t('identity.tapToUpload')}</span>
            </div>
          ))}
        </div>
        <div className="form-actions">
          <Button block color="primary" size="large" disabled data-testid="identity-submit">
            {t('common.submit')}
          </Button>
        </div>
      </Section>
    </div>
  );
}
