import { getToken } from './cookies.ts';
import { t } from './i18n.ts';
import { getStoredLang } from './lang.ts';
import { send } from './request.ts';
import { toastFail } from './toast.ts';

/** `attachment; filename="statement.csv"` → statement.csv. */
export function filenameOf(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

async function failureMessage(data: unknown): Promise<string> {
  try {
    const text = data instanceof Blob ? await data.text() : '';
    const body = JSON.parse(text) as { msg?: unknown };
    return typeof body.msg === 'string' && body.msg ? body.msg : t('request.failed');
  } catch {
    return t('request.failed');
  }
}

/**
 * Fetches a file that needs the session and saves it. A plain link cannot send the `token`
 * header, so the file is fetched here and handed to the browser as a blob URL.
 */
export async function downloadWithToken(url: string, fallbackName: string): Promise<string> {
  const lang = getStoredLang();
  const headers: Record<string, string> = { 'accept-language': lang, lang };
  const token = getToken();
  if (token) headers.token = token;
  let response;
  try {
    response = await send<Blob>({ url, responseType: 'blob', headers });
  } catch {
    toastFail(t('request.network'));
    throw new Error('network');
  }
  if (response.status !== 200) {
    const message = await failureMessage(response.data);
    toastFail(message);
    throw new Error(message);
  }
  const name = filenameOf(response.headers.get('content-disposition'), fallbackName);
  const href = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return name;
}
