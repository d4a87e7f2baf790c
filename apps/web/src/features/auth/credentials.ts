import type { PublicConfig } from '@meridian/contract/config';
import { configQuery } from '../../lib/config.ts';
import { t } from '../../lib/i18n.ts';
import { queryClient } from '../../lib/query-client.ts';
import { toastFail } from '../../lib/toast.ts';

/**
 * Builds the credentials from the config (register needs its agreement version) and encrypts
 * them with the server's current public key. Resolves undefined when the key cannot be had,
 * after telling the user (the request client has already toasted a failed fetch).
 * The encryption code (jsencrypt, 18 KB gzip, and the contract's auth module) is fetched here,
 * on the first submit, so the login and register screens show without it.
 */
export async function sealCredentials(
  build: (config: PublicConfig) => unknown,
): Promise<{ query: string; config: PublicConfig } | undefined> {
  let config: PublicConfig;
  try {
    config = await queryClient.fetchQuery(configQuery);
  } catch {
    return undefined;
  }
  let encryptQuery: typeof import('../../lib/rsa.ts').encryptQuery;
  try {
    ({ encryptQuery } = await import('../../lib/rsa.ts'));
  } catch {
    toastFail(t('request.network'));
    return undefined;
  }
  try {
    return { query: encryptQuery(build(config), config.public_key), config };
  } catch {
    toastFail(t('auth.keyUnavailable'));
    return undefined;
  }
}
