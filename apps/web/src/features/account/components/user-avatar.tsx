import { SmartImage } from '../../../components/smart-image.tsx';

/** The avatar picture, or the username's first letter while there is none (or it fails to load). */
export function UserAvatar({ src, name, small, testId }: { src?: string | null; name?: string; small?: boolean; testId?: string }) {
  const initial = (name ?? '').trim().charAt(0).toUpperCase() || '·';
  return (
    <span className={small ? 'avatar avatar--small' : 'avatar'} data-testid={testId}>
      <SmartImage src={src} alt={name ?? ''} fallback={<span aria-hidden="true">{initial}</span>} />
    </span>
  );
}
