import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from './i18n.ts';
import { navigateTo } from './navigation.ts';
import { KEPT_ANSWER_HEADER } from './offline-answers.ts';
import { get, isRequestFailure, post, put, REQUEST_TIMEOUT_MS, resetRepeatGuard, serializeParams, withQuery } from './request.ts';
import { useSession } from './session.ts';
import { toastFail } from './toast.ts';

vi.mock('./toast.ts', () => ({ toast: vi.fn(), toastFail: vi.fn(), toastSuccess: vi.fn(), showLoading: vi.fn(() => () => {}) }));
vi.mock('./navigation.ts', () => ({ navigateTo: vi.fn(), registerNavigate: vi.fn(), canGoBack: vi.fn(() => false) }));

type Sent = { method?: string; url?: string; headers: Record<string, unknown>; data: unknown };
type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | Error;

let sent: Sent[] = [];
let replies: Reply[] = [];

/** Stands in for the network: records what fetch would send and answers from `replies`. */
function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>));
  sent.push({ method: init.method, url: String(input), headers, data: init.body ?? undefined });
  const reply = replies.shift() ?? { status: 200, body: { code: 1, msg: 'ok', data: { ok: true } } };
  if (reply instanceof Error) return Promise.reject(reply);
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  return Promise.resolve(new Response(text, { status: reply.status ?? 200, ...(reply.headers ? { headers: reply.headers } : {}) }));
}

const user = { id: 1, username: 'alice', phone: '+491511234567', avatar: '', lang: 'en' as const, has_pay_password: false, created_at: '2025-01-01T00:00:00Z' };

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isRequestFailure(error)) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  sent = [];
  replies = [];
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  resetRepeatGuard();
  useSession.getState().clear();
  localStorage.setItem('lang', 'en');
  vi.mocked(toastFail).mockClear();
  vi.mocked(navigateTo).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('serializeParams', () => {
  it('drops undefined, null and empty strings but keeps 0 and false', () => {
    expect(serializeParams({ a: 1, b: '', c: null, d: undefined, k: 0, l: false })).toBe('a=1&k=0&l=false');
  });

  it('writes nested objects as key[subkey]=, at any depth', () => {
    expect(serializeParams({ f: { g: 1, h: '', i: { j: 2 } } })).toBe('f[g]=1&f[i][j]=2');
  });

  it('writes arrays by index and percent-encodes keys and values', () => {
    expect(serializeParams({ ids: [3, 4], 'a b': 'x&y=z', q: '星期一' })).toBe(
      'ids[0]=3&ids[1]=4&a%20b=x%26y%3Dz&q=%E6%98%9F%E6%9C%9F%E4%B8%80',
    );
  });

  it('appends to a URL that already has a query, and leaves it alone when nothing remains', () => {
    expect(withQuery('/api/x?page=1', { size: 20 })).toBe('/api/x?page=1&size=20');
    expect(withQuery('/api/x', { a: '', b: null })).toBe('/api/x');
  });
});

describe('request transport', () => {
  it('times out after 10 s: the call is aborted and rejects as a time-out', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    vi.useFakeTimers();
    let aborted = false;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('aborted', 'AbortError'));
          });
        });
      }),
    );
    const pending = rejection(get('/api/slow'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(aborted).toBe(true);
    expect((await pending).kind).toBe('timeout');
  });

  it('hands every status to the pass rule (a 500 with an envelope carrying data passes)', async () => {
    replies = [{ status: 500, body: { code: 0, msg: 'x', data: { n: 1 } } }];
    await expect(get('/api/a')).resolves.toEqual({ n: 1 });
  });

  it('sends a plain body as JSON with its content type, and none without a body', async () => {
    await post('/api/json', { a: 1 });
    await post('/api/empty');
    expect(sent[0]?.data).toBe('{"a":1}');
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    expect(sent[1]?.data).toBeUndefined();
    expect(sent[1]?.headers['content-type']).toBeUndefined();
  });

  it('rejects as cancelled when the caller aborts, without a toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    );
    const controller = new AbortController();
    const pending = rejection(get('/api/a', undefined, { signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('cancelled');
    expect(toastFail).not.toHaveBeenCalled();
  });

  it('puts GET params in the URL and sends no body', async () => {
    await get('/api/list', { page: 2, filter: { status: 'open', q: '' } });
    expect(sent[0]?.url).toBe('/api/list?page=2&filter[status]=open');
    expect(sent[0]?.data).toBeUndefined();
  });

  it('sends the stored language as accept-language and lang', async () => {
    localStorage.setItem('lang', 'zh_tw');
    await get('/api/x');
    expect(sent[0]?.headers['accept-language']).toBe('zh_tw');
    expect(sent[0]?.headers.lang).toBe('zh_tw');
  });

  it('adds the token header when logged in, unless the call opts out', async () => {
    await get('/api/a');
    expect(sent[0]?.headers.token).toBeUndefined();
    useSession.getState().login('tok-123', user);
    expect(Cookies.get('Admin-Token')).toBe('tok-123');
    await get('/api/b');
    await post('/api/c', { x: 1 }, { withToken: false });
    expect(sent[1]?.headers.token).toBe('tok-123');
    expect(sent[2]?.headers.token).toBeUndefined();
  });
});

describe('duplicate submissions', () => {
  it('refuses an identical POST within 1000 ms without sending it, with the translated message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    await post('/api/order', { code: '600519', lots: 1 });
    vi.advanceTimersByTime(999);
    const error = await rejection(post('/api/order', { code: '600519', lots: 1 }));
    expect(error.kind).toBe('duplicate');
    expect(error.message).toBe('Data is being processed, please do not submit again');
    expect(toastFail).toHaveBeenCalledWith('Data is being processed, please do not submit again');
    expect(sent).toHaveLength(1);
  });

  it('lets the same POST through once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T10:00:00Z'));
    await post('/api/order', { lots: 1 });
    vi.advanceTimersByTime(1000);
    await post('/api/order', { lots: 1 });
    expect(sent).toHaveLength(2);
  });

  it('compares URL and body: a different body or URL is not a duplicate', async () => {
    await post('/api/order', { lots: 1 });
    await post('/api/order', { lots: 2 });
    await post('/api/other', { lots: 2 });
    expect(sent).toHaveLength(3);
  });

  it('applies to PUT, not to GET, and can be waived per call', async () => {
    await put('/api/item', { a: 1 });
    await expect(put('/api/item', { a: 1 })).rejects.toMatchObject({ kind: 'duplicate' });
    await get('/api/item', { a: 1 });
    await get('/api/item', { a: 1 });
    await post('/api/poll', {}, { allowRepeat: true });
    await post('/api/poll', {}, { allowRepeat: true });
    expect(sent.map((s) => s.method)).toEqual(['PUT', 'GET', 'GET', 'POST', 'POST']);
  });

  it('does not compare uploads (a FormData body cannot be compared)', async () => {
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    await post('/api/user/editAvatar', form);
    await post('/api/user/editAvatar', form);
    expect(sent).toHaveLength(2);
  });
});

describe('the pass rule', () => {
  it('passes code 1 even without data, and resolves with data', async () => {
    replies = [{ body: { code: 1, msg: 'ok', data: null } }, { body: { code: 1, msg: 'ok', data: { n: 5 } } }];
    await expect(post('/api/a', { i: 1 })).resolves.toBeNull();
    await expect(post('/api/a', { i: 2 })).resolves.toEqual({ n: 5 });
  });

  it('passes a body that carries data whatever its code', async () => {
    replies = [{ body: { code: 0, msg: 'legacy', data: { list: [] } } }];
    await expect(get('/api/a')).resolves.toEqual({ list: [] });
  });

  it('rejects anything else with a toast of the server message', async () => {
    replies = [{ status: 422, body: { code: 0, msg: 'Insufficient balance', data: null, error: 'CONFLICT' } }];
    const error = await rejection(post('/api/a', { i: 3 }));
    expect(error).toMatchObject({ kind: 'rejected', status: 422, message: 'Insufficient balance' });
    expect(toastFail).toHaveBeenCalledWith('Insufficient balance');
  });

  it('rejects a 200 whose code is not 1 and whose data is empty', async () => {
    replies = [{ status: 200, body: { code: 0, msg: 'Nope', data: '' } }];
    await expect(get('/api/a')).rejects.toMatchObject({ kind: 'rejected', message: 'Nope' });
  });

  it('rejects a body that is not an envelope with a generic message', async () => {
    replies = [{ status: 502, body: '<html>Bad gateway</html>' }];
    const error = await rejection(get('/api/a'));
    expect(error.kind).toBe('rejected');
    expect(toastFail).toHaveBeenCalledWith('Request failed, please try again later');
  });
});

describe('HTTP 401', () => {
  it('for a logged-in user: shows the message, clears the session, goes to /login', async () => {
    useSession.getState().login('tok-9', user);
    replies = [{ status: 401, body: { code: 0, msg: 'Please log in', data: null, error: 'UNAUTHORIZED' } }];
    const error = await rejection(get('/api/user/info'));
    expect(error.kind).toBe('unauthorized');
    expect(toastFail).toHaveBeenCalledWith('Please log in');
    expect(useSession.getState().token).toBeNull();
    expect(useSession.getState().userinfo).toBeNull();
    expect(Cookies.get('Admin-Token')).toBeUndefined();
    expect(localStorage.getItem('userinfo')).toBeNull();
    expect(navigateTo).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('for a visitor: shows the message and stays put', async () => {
    replies = [{ status: 401, body: { code: 0, msg: 'Wrong password', data: null, error: 'INVALID_CREDENTIALS' } }];
    await expect(post('/api/user/login', { query: 'x' }, { withToken: false })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(toastFail).toHaveBeenCalledWith('Wrong password');
    expect(navigateTo).not.toHaveBeenCalled();
  });
});

describe('a silent call (made ahead of need)', () => {
  it('resolves like any call', async () => {
    replies = [{ status: 200, body: { code: 1, msg: 'ok', data: { kf_url: 'x' } } }];
    await expect(get('/api/stock/getconfig', undefined, { silent: true })).resolves.toEqual({ kf_url: 'x' });
  });

  it('fails without a toast, and a 401 leaves the session and the page alone', async () => {
    useSession.getState().login('tok-9', user);
    replies = [
      { status: 401, body: { code: 0, msg: 'Please log in', data: null, error: 'UNAUTHORIZED' } },
      { status: 500, body: { code: 0, msg: 'Down', data: null } },
      new TypeError('Failed to fetch'),
    ];
    await expect(get('/api/a', undefined, { silent: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(get('/api/a', undefined, { silent: true })).rejects.toMatchObject({ kind: 'rejected', status: 500 });
    await expect(get('/api/a', undefined, { silent: true })).rejects.toMatchObject({ kind: 'network' });
    expect(toastFail).not.toHaveBeenCalled();
    expect(navigateTo).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBe('tok-9');
  });
});

describe('transport failures', () => {
  it('rejects a network error with a toast', async () => {
    replies = [new TypeError('Failed to fetch')];
    await expect(get('/api/a')).rejects.toMatchObject({ kind: 'network' });
    expect(toastFail).toHaveBeenCalledWith('Network error, please check your connection');
  });

  it('counts an answer the service worker kept from earlier as the network failure it stands for, while online', async () => {
    replies = [{ body: { code: 1, msg: 'ok', data: { total: '1000.00' } }, headers: { [KEPT_ANSWER_HEADER]: '1' } }];
    await expect(get('/api/account/summary')).rejects.toMatchObject({ kind: 'network' });
    expect(toastFail).toHaveBeenCalledWith('Network error, please check your connection');
  });

  it('uses a kept answer while the phone is offline (the offline notice gives its date)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    replies = [{ body: { code: 1, msg: 'ok', data: { total: '1000.00' } }, headers: { [KEPT_ANSWER_HEADER]: '1' } }];
    await expect(get('/api/account/summary')).resolves.toEqual({ total: '1000.00' });
  });

  it('rejects a time-out with its own message', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))),
    );
    const pending = rejection(get('/api/a'));
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await pending).kind).toBe('timeout');
    expect(toastFail).toHaveBeenCalledWith('The request timed out, please try again');
  });
});

describe('idempotency key', () => {
  it('sends the Idempotency-Key header only when asked', async () => {
    await post('/api/funding/deposits', { amount: '100.00' }, { idempotencyKey: 'key-123456' });
    await post('/api/funding/other', { amount: '100.00' });
    expect(sent[0]?.headers['Idempotency-Key']).toBe('key-123456');
    expect(sent[1]?.headers['Idempotency-Key']).toBeUndefined();
  });
});
