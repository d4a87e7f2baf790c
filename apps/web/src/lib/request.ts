import { getToken } from './cookies.ts';
import { t } from './i18n.ts';
import { getStoredLang } from './lang.ts';
import { navigateTo } from './navigation.ts';
import { noteAnswerDate } from './network.ts';
import { KEPT_ANSWER_HEADER } from './offline-answers.ts';
import { useSession } from './session.ts';
import { toastFail } from './toast.ts';

/** Spec §9: every call times out after 10 s; an identical POST/PUT within 1 s is refused. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const REPEAT_WINDOW_MS = 1_000;

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type HttpResponse<T = unknown> = { status: number; headers: Headers; data: T };
export type HttpRequest = {
  method?: Method;
  url: string;
  headers?: Record<string, string>;
  /** Plain values are sent as JSON; FormData, Blob, URLSearchParams and strings as they are. */
  body?: unknown;
  signal?: AbortSignal;
  /** `json` (default): the body parsed as JSON, or its text when it is not JSON. */
  responseType?: 'json' | 'blob';
};
export type TransportError = Error & { transport: 'network' | 'timeout' | 'cancelled' };

function transportError(kind: TransportError['transport']): TransportError {
  return Object.assign(new Error(kind), { transport: kind });
}

function isTransportError(error: unknown): error is TransportError {
  return error instanceof Error && 'transport' in error;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string' || body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers['content-type'] = 'application/json';
  return JSON.stringify(body);
}

/**
 * Transport only, over `fetch`: every status resolves, because the pass rule (spec §8) looks at
 * the body, not the status; 401 is then handled on its own. Rejects with a TransportError on a
 * network failure, after `timeout` ms, or when the caller's signal aborts.
 */
export async function send<T = unknown>(req: HttpRequest, timeout = REQUEST_TIMEOUT_MS): Promise<HttpResponse<T>> {
  const headers = { ...req.headers };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const cancel = () => controller.abort();
  if (req.signal?.aborted) controller.abort();
  req.signal?.addEventListener('abort', cancel);
  try {
    const response = await fetch(req.url, {
      method: req.method ?? 'GET',
      headers,
      body: encodeBody(req.body, headers),
      signal: controller.signal,
    });
    let data: unknown;
    if (req.responseType === 'blob') data = await response.blob();
    else {
      const text = await response.text();
      try {
        data = text ? JSON.parse(text) : text;
      } catch {
        data = text;
      }
    }
    // The service worker answered from its kept answers because the network failed. Offline
    // that is the point (the screen says how old the data is); online it would pass an old
    // balance or quote for the server's current one, so it counts as the failure it stands for.
    if (response.headers.get(KEPT_ANSWER_HEADER) && navigator.onLine !== false) throw transportError('network');
    return { status: response.status, headers: response.headers, data: data as T };
  } catch (error) {
    if (timedOut) throw transportError('timeout');
    if (req.signal?.aborted) throw transportError('cancelled');
    throw isTransportError(error) ? error : transportError('network');
  } finally {
    clearTimeout(timer);
    req.signal?.removeEventListener('abort', cancel);
  }
}

export type RequestOptions = {
  /** Send the `token` header when logged in (default true). Login and register turn it off. */
  withToken?: boolean;
  /** Skip the duplicate-submit check (for deliberate repeats such as polling). */
  allowRepeat?: boolean;
  /**
   * `Idempotency-Key` header for calls that move money or create a record: one key per form
   * submission, sent again only when retrying that same submission (see submission-key.ts).
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * A failure is only thrown: no toast, and a 401 does not end the session. For a call made ahead
   * of need (the guard's config at start-up), whose failure the real call meets and reports.
   */
  silent?: boolean;
};

export type FailureKind = 'duplicate' | 'unauthorized' | 'rejected' | 'network' | 'timeout' | 'cancelled';
export type RequestFailure = Error & { kind: FailureKind; status?: number; body?: unknown };

function failure(kind: FailureKind, message: string, extra?: { status?: number; body?: unknown }): RequestFailure {
  return Object.assign(new Error(message), { kind, ...extra });
}

export function isRequestFailure(error: unknown): error is RequestFailure {
  return error instanceof Error && 'kind' in error;
}

type Params = Record<string, unknown>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

// Brackets stay readable (`filter[status]=`); everything else is percent-encoded.
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

/** GET params as a query string: empty values dropped, nested objects written `key[subkey]=`. */
export function serializeParams(params: Params): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown): void => {
    if (isEmpty(value)) return;
    if (typeof value === 'object' && !(value instanceof Date)) {
      for (const [sub, inner] of Object.entries(value as object)) add(`${key}[${sub}]`, inner);
      return;
    }
    const text = value instanceof Date ? value.toISOString() : String(value);
    parts.push(`${encodeKey(key)}=${encodeURIComponent(text)}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return parts.join('&');
}

export function withQuery(url: string, params?: Params): string {
  const query = params ? serializeParams(params) : '';
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

let lastSubmit: { url: string; body: string; at: number } | undefined;

/** Forgets the last submission (tests, and after a logout so a fresh login is never refused). */
export function resetRepeatGuard(): void {
  lastSubmit = undefined;
}

/**
 * Refuses a POST/PUT whose URL and body equal the previous one sent less than 1 s ago (spec §7).
 * A FormData body cannot be compared, so uploads are not checked.
 */
function checkRepeat(method: Method, url: string, data: unknown): void {
  if (method !== 'POST' && method !== 'PUT') return;
  if (typeof FormData !== 'undefined' && data instanceof FormData) return;
  const body = typeof data === 'string' ? data : JSON.stringify(data ?? null);
  const now = Date.now();
  if (lastSubmit && lastSubmit.url === url && lastSubmit.body === body && now - lastSubmit.at < REPEAT_WINDOW_MS) {
    const message = t('request.duplicate');
    toastFail(message);
    throw failure('duplicate', message);
  }
  lastSubmit = { url, body, at: now };
}

type Body = { code?: unknown; msg?: unknown; data?: unknown } | undefined;

function asBody(response: HttpResponse): Body {
  const raw: unknown = response.data;
  return raw !== null && typeof raw === 'object' ? (raw as Body) : undefined;
}

function serverMessage(body: Body, fallback: string): string {
  return typeof body?.msg === 'string' && body.msg ? body.msg : fallback;
}

function handleUnauthorized(body: Body, status: number, hadToken: boolean): never {
  toastFail(serverMessage(body, t('request.loginAgain')));
  if (hadToken) {
    useSession.getState().clear('expired');
    resetRepeatGuard();
    navigateTo('/login', { replace: true });
  }
  throw failure('unauthorized', serverMessage(body, t('request.loginAgain')), { status, body });
}

function transportFailure(error: unknown): RequestFailure {
  if (isTransportError(error) && error.transport === 'cancelled') return failure('cancelled', 'cancelled');
  const timedOut = isTransportError(error) && error.transport === 'timeout';
  const message = t(timedOut ? 'request.timeout' : 'request.network');
  toastFail(message);
  return failure(timedOut ? 'timeout' : 'network', message);
}

/**
 * Sends one call and applies the spec's rules (§7–§8). Resolves with the envelope's `data`.
 * Rejects (after a toast) on a duplicate submit, a 401, a body that fails the pass rule, a
 * network error or a time-out.
 */
export async function request<T>(
  method: Method,
  url: string,
  payload: { params?: Params; data?: unknown } = {},
  options: RequestOptions = {},
): Promise<T> {
  const fullUrl = method === 'GET' ? withQuery(url, payload.params) : url;
  if (!options.allowRepeat) checkRepeat(method, fullUrl, payload.data);

  const lang = getStoredLang();
  const headers: Record<string, string> = { 'accept-language': lang, lang };
  const token = getToken();
  if (token && options.withToken !== false) headers.token = token;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: HttpResponse;
  try {
    response = await send({
      method,
      url: fullUrl,
      body: method === 'GET' ? undefined : payload.data,
      headers,
      signal: options.signal,
    });
  } catch (error) {
    if (options.silent) throw failure('network', 'network');
    throw transportFailure(error);
  }

  noteAnswerDate(response.headers.get('date') ?? undefined);
  const body = asBody(response);
  const passes = body && (body.code === 1 || Boolean(body.data));
  if (options.silent && (response.status === 401 || !passes)) {
    throw failure(response.status === 401 ? 'unauthorized' : 'rejected', 'silent', { status: response.status, body });
  }
  if (response.status === 401) handleUnauthorized(body, response.status, Boolean(token));
  // Spec §8: a response passes only if code equals 1 or it carries data.
  if (passes) return body.data as T;

  const message = serverMessage(body, t('request.failed'));
  toastFail(message);
  throw failure('rejected', message, { status: response.status, body });
}

export const get = <T>(url: string, params?: Params, options?: RequestOptions) =>
  request<T>('GET', url, { params }, options);
export const post = <T>(url: string, data?: unknown, options?: RequestOptions) =>
  request<T>('POST', url, { data }, options);
export const put = <T>(url: string, data?: unknown, options?: RequestOptions) =>
  request<T>('PUT', url, { data }, options);
export const del = <T>(url: string, params?: Params, options?: RequestOptions) =>
  request<T>('DELETE', withQuery(url, params), {}, options);
