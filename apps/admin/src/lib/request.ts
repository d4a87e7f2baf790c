import { SUCCESS_CODE } from '@meridian/contract/envelope';
import { clearSession, getToken } from './session';
import { getLang } from '../i18n/i18n';

const BASE = '/admin/api';

export type FieldError = { path: string; message: string };

/** An Error whose message is the server's `msg`, ready to show to the operator. */
export type ApiError = Error & {
  status: number;
  error: string | null;
  fields: FieldError[];
};

function apiError(message: string, status: number, error: string | null, fields: FieldError[] = []): ApiError {
  return Object.assign(new Error(message), { status, error, fields });
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof Error && 'status' in value && typeof value.status === 'number';
}

type Query = Record<string, string | number | undefined>;

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  query?: Query;
  /**
   * Sent as `Idempotency-Key` on actions that move money or decide something: a retry with the
   * same key gets the first answer back instead of acting twice (see lib/idempotency.ts).
   */
  idempotencyKey?: string;
};

function urlOf(path: string, query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${BASE}${path}${search ? `?${search}` : ''}`;
}

type Answer = { code?: unknown; msg?: unknown; data?: unknown; error?: unknown; fields?: unknown };

async function readAnswer(response: Response): Promise<Answer | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? body : null;
  } catch {
    // A proxy error page or an empty body: not our envelope.
    return null;
  }
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

function failureOf(answer: Answer | null, status: number): ApiError {
  const msg = typeof answer?.msg === 'string' && answer.msg !== '' ? answer.msg : `Request failed (HTTP ${status})`;
  const error = typeof answer?.error === 'string' ? answer.error : null;
  const fields = Array.isArray(answer?.fields) ? answer.fields.filter(isFieldError) : [];
  return apiError(msg, status, error, fields);
}

function baseHeaders(accept: string): Record<string, string> {
  // The server's messages come back in the language the operator chose for the back office.
  const headers: Record<string, string> = { accept, lang: getLang() };
  const token = getToken();
  if (token !== null) headers['x-admin-token'] = token;
  return headers;
}

/**
 * Calls the back-office API and returns the envelope's `data`. Anything other than `code === 1`
 * throws an ApiError carrying the server's message. A 401 ends the session: the auth guard sees
 * the token go and sends the operator to the login screen.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = baseHeaders('application/json');
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw apiError('The server cannot be reached. Check the connection and try again.', 0, 'NETWORK');
  }

  const answer = await readAnswer(response);
  if (response.status === 401) clearSession();
  // The server validates its answers against the contract; the client trusts their shape.
  if (answer?.code === SUCCESS_CODE) return answer.data as T;
  throw failureOf(answer, response.status);
}

/**
 * A protected file (an identity document's photo, say) as a Blob. `<img src>` cannot send the
 * operator's token, so the file is fetched with it and shown through an object URL. `path` may be
 * the full `/admin/api/...` address the server hands out.
 */
export async function requestBlob(path: string): Promise<Blob> {
  const url = path.startsWith(`${BASE}/`) ? path : `${BASE}${path}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: baseHeaders('*/*') });
  } catch {
    throw apiError('The server cannot be reached. Check the connection and try again.', 0, 'NETWORK');
  }
  if (response.status === 401) clearSession();
  if (response.ok) return response.blob();
  throw failureOf(await readAnswer(response), response.status);
}
