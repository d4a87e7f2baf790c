import type { IdType } from '@meridian/contract/identity';
import { Button, Selector } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Section } from '../../../components/section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { toast, toastSuccess } from '../../../lib/toast.ts';
import { useSubmission } from '../../../lib/use-submission.ts';
import { useSubmitIdentity } from '../api/submit-identity.ts';
import { identityProblem } from '../validate-identity.ts';
import { PhotoSlot } from './photo-slot.tsx';

const TYPES: { value: IdType; label: string }[] = [
  { value: 'id_card', label: 'identity.idCard' },
  { value: 'passport', label: 'identity.passport' },
];

/** Name, document and both photos, sent as one multipart form. */
export function IdentityForm({ initialName = '' }: { initialName?: string }) {
  const { t } = useTranslation();
  const submit = useSubmitIdentity();
  const { busy, run } = useSubmission();
  const [realName, setRealName] = useState(initialName);
  const [idType, setIdType] = useState<IdType>('id_card');
  const [idNumber, setIdNumber] = useState('');
  const [front, setFront] = useState<File>();
  const [back, setBack] = useState<File>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = identityProblem({ realName, idType, idNumber, front, back });
    if (problem || !front || !back) return toast(t(problem ?? 'validation.fillComplete'));
    const form = { realName: realName.trim(), idType, idNumber: idNumber.trim(), front, back };
    // Files cannot be compared: the fingerprint of a submission is its fields and the photos' names and sizes.
    const fingerprint = { ...form, front: [front.name, front.size], back: [back.name, back.size] };
    try {
      await run(fingerprint, (key) => submit.mutateAsync({ form, key }));
      toastSuccess(t('identity.submitted'));
    } catch {
      // The request client has shown the server's message.
    }
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="form-card">
        <TextField label={t('identity.realName')} placeholder={t('identity.realNamePlaceholder')} value={realName} onChange={setRealName} testId="identity-name" autoComplete="name" maxLength={50} />
        <div className="field">
          <span className="field-label">{t('identity.idType')}</span>
          <Selector
            columns={2}
            value={[idType]}
            onChange={(values) => values[0] && setIdType(values[0])}
            options={TYPES.map((type) => ({ value: type.value, label: <span data-testid={`identity-type-${type.value}`}>{t(type.label)}</span> }))}
          />
        </div>
        <TextField label={t('identity.idNumber')} placeholder={t('identity.idNumberPlaceholder')} value={idNumber} onChange={setIdNumber} testId="identity-number" maxLength={64} autoComplete="off" />
      </div>
      <Section title={t('identity.photos')}>
        <p className="field-hint">{t('identity.photoHint')}</p>
        <div className="upload-slots">
          <PhotoSlot side="front" file={front} onChange={setFront} />
          <PhotoSlot side="back" file={back} onChange={setBack} />
        </div>
        <div className="form-actions">
          <Button block color="primary" size="large" type="submit" loading={busy} data-testid="identity-submit">
            {t('common.submit')}
          </Button>
        </div>
      </Section>
    </form>
  );
}
