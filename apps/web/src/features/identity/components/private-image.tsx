import { useEffect, useState } from 'react';
import { getToken } from '../../../lib/cookies.ts';
import { send } from '../../../lib/request.ts';

/**
 * A submitted photo. They are never public: the file is fetched with the `token` header and
 * shown from a blob URL (a plain <img src> cannot send the header).
 */
export function PrivateImage({ src, alt, testId }: { src: string | null; alt: string; testId: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!src) return;
    let live = true;
    let made: string | undefined;
    void send<Blob>({ url: src, responseType: 'blob', headers: { token: getToken() ?? '' } }).then(
      (response) => {
        if (!live || response.status !== 200) return;
        made = URL.createObjectURL(response.data);
        setUrl(made);
      },
      () => undefined,
    );
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [src]);
  return <div className="identity-photo">{url ? <img src={url} alt={alt} data-testid={testId} /> : <span>{alt}</span>}</div>;
}
