import { useEffect, useState } from 'react';
import { ErrorMessage } from '../../components/error-message';
import { useT } from '../../i18n/i18n';
import { useIdentityImage } from './api/get-identity-image';

type Props = { url: string; label: string; testId: string };

/** Shows a protected photo through an object URL, released when the photo leaves the screen. */
export function IdentityImage({ url, label, testId }: Props) {
  const t = useT();
  const image = useIdentityImage(url);
  const [src, setSrc] = useState<string | null>(null);

  useEffect(() => {
    if (!image.data) return undefined;
    const objectUrl = URL.createObjectURL(image.data);
    setSrc(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setSrc(null);
    };
  }, [image.data]);

  return (
    <figure className="document-photo" data-testid={testId} data-loaded={src !== null}>
      <figcaption>{label}</figcaption>
      {src !== null ? (
        <a href={src} target="_blank" rel="noreferrer" title={t('identity.fullSize')}>
          <img src={src} alt={label} />
        </a>
      ) : image.isError ? (
        <ErrorMessage error={image.error} />
      ) : (
        <div className="photo-placeholder">{t('common.loading')}</div>
      )}
    </figure>
  );
}
