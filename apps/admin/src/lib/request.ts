import { SUCCESS_CODE } from '@meridian/contract/envelope';
import { clearSession, getToken } from './session';

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

/**
 * Calls the back-office API and returns the envelope's `data`. Anything other than `code === 1`
 * throws an ApiError carrying the server's message. A 401 ends the session: the auth guard sees
 * the token go and sends the operator to the login screen.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The back office is English only: ask for English messages whatever the browser's language.
  const headers: Record<string, string> = { accept: 'application/json', lang: 'en' };
  const token = getToken();
  if (token !== null) headers['x-admin-token'] = token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';

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
