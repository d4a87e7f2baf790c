import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { PlusIcon } from '../../../components/icons.tsx';
import { toastFail } from '../../../lib/toast.ts';
import { IDENTITY_IMAGE_TYPES, photoProblem } from '../validate-identity.ts';

type Props = { side: 'front' | 'back'; file: File | undefined; onChange: (file: File | undefined) => void };

/**
 * One side of the document: a tap opens the picker (camera on a phone), the photo is checked
 * for size and, by its first bytes, for format here and shown as a preview. The native input carries the test id.
 */
export function PhotoSlot({ side, file, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string>();

  useEffect(() => {
    if (!file) return setPreview(undefined);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const pick = async (picked: File | undefined) => {
    if (!picked) return;
    const problem = await photoProblem(picked);
    if (problem) return toastFail(t(problem));
    onChange(picked);
  };

  return (
    <label htmlFor={id} className={file ? 'upload-slot upload-slot--filled' : 'upload-slot'} data-testid={`identity-upload-${side}`} data-filled={file ? 'true' : 'false'}>
      {preview ? <img src={preview} alt={t(side === 'front' ? 'identity.front' : 'identity.back')} className="upload-preview" /> : <PlusIcon />}
      {/* Over a photo the label sits in a strip along the bottom edge, never across the picture. */}
      <span className={preview ? 'upload-caption upload-caption--over' : 'upload-caption'}>
        <strong>{t(side === 'front' ? 'identity.front' : 'identity.back')}</strong>
        <span>{file ? t('identity.tapToReplace') : t('identity.tapToUpload')}</span>
      </span>
      <input
        id={id}
        type="file"
        accept={IDENTITY_IMAGE_TYPES.join(',')}
        className="visually-hidden"
        data-testid={`identity-file-${side}`}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </label>
  );
}
