import { act, type ReactElement, useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { byTestId, mount, useScreenTests } from '../test/screen.tsx';
import { BrowserRouter, Link, matchPath, matchRoute, MemoryRouter, Navigate, Outlet, type RouteObject, useLocation, useNavigate, useParams, useRoutes, useScrollRestored, useSearchParams } from './router.tsx';

useScreenTests();

describe('matching a path', () => {
  it('takes a segment per parameter, one or none for an optional one, and decodes it', () => {
    expect(matchPath('/loans/:id', '/loans/17')).toEqual({ id: '17' });
    expect(matchPath('/loans/:id', '/loans')).toBeNull();
    expect(matchPath('/loans/:id', '/loans/17/more')).toBeNull();
    expect(matchPath('/stockInfo/:title?', '/stockInfo')).toEqual({ title: undefined });
    expect(matchPath('/stockInfo/:title?', '/stockInfo/a%20b')).toEqual({ title: 'a b' });
  });

  it('ignores case and a trailing slash, and treats a dot as a dot', () => {
    expect(matchPath('/homedetail', '/HomeDetail/')).toEqual({});
    expect(matchPath('/a.b', '/axb')).toBeNull();
  });

  it('ranks a static segment over a parameter over the rest, and keeps the table order among equals', () => {
    const table = [{ path: '/loans/:id' }, { path: '/loans/apply' }, { path: '/*' }, { path: '/loans/:code' }];
    expect(matchRoute(table, '/loans/apply')?.route.path).toBe('/loans/apply');
    expect(matchRoute(table, '/loans/9')).toEqual({ route: { path: '/loans/:id' }, params: { id: '9' } });
    expect(matchRoute(table, '/elsewhere')?.params).toEqual({ '*': 'elsewhere' });
    expect(matchRoute([{ path: '/a' }], '/b')).toBeUndefined();
  });
});

type Navigate = ReturnType<typeof useNavigate>;

/** Shows where the router is, and hands out its navigate. */
function Probe({ onNavigate }: { onNavigate?: (navigate: Navigate) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => onNavigate?.(navigate), [navigate, onNavigate]);
  const restored = useScrollRestored();
  return (
    <p data-testid="where" data-restored={String(restored)}>
      {`${location.pathname}${location.search}|${JSON.stringify(location.state)}`}
    </p>
  );
}

const restored = () => byTestId('where')?.dataset['restored'];

/** Mounts the tree that `render` builds around the callback it is given, and answers the router's latest navigate. */
async function mountRouted(render: (onNavigate: (navigate: Navigate) => void) => ReactElement): Promise<{ readonly navigate: Navigate }> {
  let latest: Navigate | undefined;
  await mount(render((navigate) => (latest = navigate)));
  return {
    get navigate() {
      return latest!;
    },
  };
}

const where = () => byTestId('where')?.textContent;

describe('the browser router', () => {
  it('pushes and replaces entries with their state and place in the tab, and follows the back button', async () => {
    window.history.replaceState(null, '', '/start');
    const router = await mountRouted((onNavigate) => (
      <BrowserRouter>
        <Probe onNavigate={onNavigate} />
      </BrowserRouter>
    ));
    expect(window.history.state).toMatchObject({ idx: 0, usr: null });
    expect(where()).toBe('/start|null');
    expect(restored()).toBe('false');

    act(() => router.navigate('/login', { state: { from: '/trade?code=1' } }));
    expect(window.location.pathname).toBe('/login');
    expect(window.history.state).toMatchObject({ idx: 1, usr: { from: '/trade?code=1' } });
    expect(where()).toBe('/login|{"from":"/trade?code=1"}');

    act(() => router.navigate('/home?tab=1', { replace: true }));
    expect(window.history.state).toMatchObject({ idx: 1, usr: null });
    expect(where()).toBe('/home?tab=1|null');

    // The browser moving through its history (back, forward) tells the router by popstate.
    window.history.pushState({ usr: null, key: 'k', idx: 2 }, '', '/market');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(where()).toBe('/market|null');
    // The browser puts back the scroll position of an entry it moved to; a new entry starts at the top.
    expect(restored()).toBe('true');
    act(() => router.navigate('/trade'));
    expect(restored()).toBe('false');
  });

  it('tells a screen reached by going back or forward in memory too', async () => {
    const router = await mountRouted((onNavigate) => (
      <MemoryRouter initialEntries={['/market']}>
        <Probe onNavigate={onNavigate} />
      </MemoryRouter>
    ));
    expect(restored()).toBe('false');
    act(() => router.navigate('/homedetail?code=600519'));
    expect(restored()).toBe('false');
    act(() => router.navigate(-1));
    expect(where()).toBe('/market|null');
    expect(restored()).toBe('true');
    act(() => router.navigate('/market?tab=losers', { replace: true }));
    expect(restored()).toBe('false');
  });

  it('gives the same navigate on every render', async () => {
    const seen = new Set<unknown>();
    function Twice() {
      const navigate = useNavigate();
      const renders = useRef(0);
      seen.add(navigate);
      renders.current += 1;
      const [, setParams] = useSearchParams();
      useEffect(() => {
        if (renders.current === 1) setParams({ n: '1' }, { replace: true });
      });
      return null;
    }
    await mount(
      <MemoryRouter>
        <Twice />
      </MemoryRouter>,
    );
    expect(seen.size).toBe(1);
  });
});

describe('routes', () => {
  function Layout() {
    const mounts = useRef(0);
    useEffect(() => {
      mounts.current += 1;
      document.body.dataset.layoutMounts = String(mounts.current);
    }, []);
    return (
      <main>
        <Outlet />
      </main>
    );
  }
  function Loan() {
    return <p data-testid="loan">{useParams().id}</p>;
  }
  function Tabs() {
    const [params, setParams] = useSearchParams();
    return (
      <button type="button" data-testid="tab" onClick={() => setParams({ tab: 'b' }, { replace: true })}>
        {params.get('tab') ?? 'a'}
      </button>
    );
  }
  const routes: RouteObject[] = [
    {
      element: <Layout />,
      children: [
        { index: true, element: <Navigate to="/home" replace /> },
        { path: '/home', element: <p data-testid="home">home</p> },
        { path: '/loans/:id', element: <Loan /> },
        { path: '/loans/apply', element: <p data-testid="apply">apply</p> },
        { path: '/market', element: <Tabs /> },
        { path: '*', element: <Navigate to="/home" replace /> },
      ],
    },
  ];
  function App({ onNavigate }: { onNavigate?: (navigate: Navigate) => void }) {
    return (
      <>
        {useRoutes(routes)}
        <Probe onNavigate={onNavigate} />
        <Link to="/loans/apply" data-testid="link">
          apply
        </Link>
      </>
    );
  }

  it('redirects the index and unknown paths, passes parameters, and keeps the layout mounted', async () => {
    const router = await mountRouted((onNavigate) => (
      <MemoryRouter initialEntries={['/']}>
        <App onNavigate={onNavigate} />
      </MemoryRouter>
    ));
    expect(where()).toBe('/home|null');
    expect(byTestId('home')).not.toBeNull();

    act(() => router.navigate('/loans/42'));
    expect(byTestId('loan')?.textContent).toBe('42');

    act(() => byTestId('link')!.click());
    expect(byTestId('apply')).not.toBeNull();

    act(() => router.navigate('/nowhere/at/all'));
    expect(where()).toBe('/home|null');

    act(() => router.navigate(-1));
    expect(where()).toBe('/loans/apply|null');
    act(() => router.navigate(-1));
    expect(byTestId('loan')?.textContent).toBe('42');
    expect(document.body.dataset.layoutMounts).toBe('1');
  });

  it('sets the query on the same path', async () => {
    await mount(
      <MemoryRouter initialEntries={['/market']}>
        <App />
      </MemoryRouter>,
    );
    expect(byTestId('tab')?.textContent).toBe('a');
    act(() => byTestId('tab')!.click());
    expect(where()).toBe('/market?tab=b|null');
    expect(byTestId('tab')?.textContent).toBe('b');
  });

  it('leaves a click with a modifier key to the browser', async () => {
    await mount(
      <MemoryRouter initialEntries={['/home']}>
        <App />
      </MemoryRouter>,
    );
    const link = byTestId('link')!;
    expect(link.getAttribute('href')).toBe('/loans/apply');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(where()).toBe('/home|null');
  });
});
