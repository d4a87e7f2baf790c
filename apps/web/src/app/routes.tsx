import type { ComponentType } from 'react';
import { matchRoute } from '../lib/router.tsx';
import type { RouteHandle } from '../lib/route-handle.ts';

/**
 * The spec's route table (§2), path for path. Every screen is its own lazy chunk, loaded from
 * /www/ (vite `base`). `title` is the i18n key of the header and document title; `tabBar` marks
 * the five top-level screens. The table's own login flag (only /apply and /apply-record) is
 * superseded by the guard, which asks for a token on every path outside its open list.
 */
export type RouteDef = {
  path: string;
  title: string;
  tabBar?: boolean;
  Page: ComponentType;
};

/**
 * A screen's first reads, given the page's query string; exported by the screen's own module.
 * What it returns, the first render waits for (`preloadRoute`); it returns nothing for reads the
 * screen should draw without.
 */
type Prefetch = (search: URLSearchParams) => Promise<unknown> | undefined;

const loaders = new WeakMap<object, { ready: () => Promise<unknown>; prefetch: (() => Promise<Prefetch>) | undefined }>();

/**
 * A screen loaded on first use, like `React.lazy`, with one difference: once its code has arrived
 * it renders at once. `React.lazy` suspends on a screen's first render even when its module is
 * already there, so the first render after a reload drew the fallback and then the screen, two
 * renders and two layouts; start-up waits for the screen's code (`preloadRoute`) and the first
 * render draws the screen itself. A failed load stays failed, as with `React.lazy`: the screen's
 * error boundary says so and offers to load the app again.
 */
const page = (load: () => Promise<ComponentType>, prefetch?: () => Promise<Prefetch>) => {
  let Loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  let failure: { error: unknown } | undefined;
  const ready = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  function Page() {
    if (Loaded) return <Loaded />;
    // To the screen's error boundary (components/screen-boundary.tsx), which offers a reload.
    if (failure) throw failure.error;
    // Suspense shows its fallback until the code is there, then renders again.
    throw ready();
  }
  loaders.set(Page, { ready, prefetch });
  return Page;
};

export const HomePage = page(
  () => import('./home-screen.tsx').then((m) => m.HomeScreen),
  () => import('./home-screen.tsx').then((m) => m.prefetchHomeScreen),
);

const customerService = page(() =>
  import('../features/support/pages/customer-service-page.tsx').then((m) => m.CustomerServicePage),
);

export const HOME_PATH = '/home';

export const ROUTES: RouteDef[] = [
  { path: '/login', title: 'route.login', Page: page(() => import('../features/auth/pages/login-page.tsx').then((m) => m.LoginPage)) },
  { path: '/register', title: 'route.register', Page: page(() => import('../features/auth/pages/register-page.tsx').then((m) => m.RegisterPage)) },
  { path: '/apply', title: 'route.apply', Page: page(() => import('../features/ipo/pages/apply-page.tsx').then((m) => m.ApplyPage)) },
  { path: '/apply-record', title: 'route.applyRecord', Page: page(() => import('../features/ipo/pages/apply-record-page.tsx').then((m) => m.ApplyRecordPage)) },
  { path: '/agreement', title: 'route.agreement', Page: page(() => import('../features/auth/pages/agreement-page.tsx').then((m) => m.AgreementPage)) },
  // Kept alive: the layout renders it and keeps it mounted (hidden) while other screens show.
  { path: HOME_PATH, title: 'route.home', tabBar: true, Page: HomePage },
  {
    path: '/homedetail',
    title: 'route.homedetail',
    Page: page(
      () => import('../features/market/pages/stock-detail-page.tsx').then((m) => m.StockDetailPage),
      () => import('../features/market/pages/stock-detail-page.tsx').then((m) => m.prefetchStockDetail),
    ),
  },
  { path: '/shares/new', title: 'route.sharesNew', tabBar: true, Page: page(() => import('../features/ipo/pages/new-shares-page.tsx').then((m) => m.NewSharesPage)) },
  { path: '/shares/new-detail', title: 'route.sharesNewDetail', Page: page(() => import('../features/ipo/pages/new-share-detail-page.tsx').then((m) => m.NewShareDetailPage)) },
  { path: '/ucenter/shengou', title: 'route.shengou', Page: page(() => import('../features/ipo/pages/subscription-page.tsx').then((m) => m.SubscriptionPage)) },
  { path: '/ucenter/transfer', title: 'route.transfer', Page: page(() => import('../features/funding/pages/transfer-page.tsx').then((m) => m.TransferPage)) },
  { path: '/ucenter/bank-list', title: 'route.bankList', Page: page(() => import('../features/funding/pages/bank-list-page.tsx').then((m) => m.BankListPage)) },
  { path: '/ucenter/bank', title: 'route.bank', Page: page(() => import('../features/funding/pages/bind-bank-page.tsx').then((m) => m.BindBankPage)) },
  { path: '/ucenter/holding', title: 'route.holding', Page: page(() => import('../features/trading/pages/holding-page.tsx').then((m) => m.HoldingPage)) },
  { path: '/ucenter/moneyLog', title: 'route.moneyLog', Page: page(() => import('../features/funding/pages/money-log-page.tsx').then((m) => m.MoneyLogPage)) },
  {
    path: '/market',
    title: 'route.market',
    tabBar: true,
    Page: page(
      () => import('../features/market/pages/market-page.tsx').then((m) => m.MarketPage),
      () => import('../features/market/pages/market-page.tsx').then((m) => m.prefetchMarketPage),
    ),
  },
  { path: '/trade', title: 'route.trade', tabBar: true, Page: page(() => import('../features/trading/pages/trade-page.tsx').then((m) => m.TradePage)) },
  { path: '/trade/money', title: 'route.tradeMoney', Page: page(() => import('../features/money-market/pages/money-market-page.tsx').then((m) => m.MoneyMarketPage)) },
  { path: '/trade/history', title: 'route.tradeHistory', Page: page(() => import('../features/money-market/pages/money-history-page.tsx').then((m) => m.MoneyHistoryPage)) },
  { path: '/shares/holdDetail', title: 'route.holdDetail', Page: page(() => import('../features/trading/pages/hold-detail-page.tsx').then((m) => m.HoldDetailPage)) },
  { path: '/shares/creatOrder', title: 'route.creatOrder', Page: page(() => import('../features/trading/pages/create-order-page.tsx').then((m) => m.CreateOrderPage)) },
  { path: '/shares/dzjy', title: 'route.dzjy', Page: page(() => import('../features/block-trades/pages/block-trades-page.tsx').then((m) => m.BlockTradesPage)) },
  { path: '/shares/dzjy-record', title: 'route.dzjyRecord', Page: page(() => import('../features/block-trades/pages/block-trade-records-page.tsx').then((m) => m.BlockTradeRecordsPage)) },
  { path: '/search/search', title: 'route.search', Page: page(() => import('../features/market/pages/search-page.tsx').then((m) => m.SearchPage)) },
  { path: '/personCenter', title: 'route.personCenter', Page: page(() => import('../features/account/pages/person-center-page.tsx').then((m) => m.PersonCenterPage)) },
  { path: '/cms/web', title: 'route.cmsWeb', Page: customerService },
  { path: '/customerService', title: 'route.customerService', Page: customerService },
  { path: '/fastpayment', title: 'route.fastpayment', Page: page(() => import('../features/funding/pages/fast-payment-page.tsx').then((m) => m.FastPaymentPage)) },
  { path: '/payment', title: 'route.payment', Page: page(() => import('../features/money-market/pages/payment-page.tsx').then((m) => m.PaymentPage)) },
  { path: '/historyPosition', title: 'route.historyPosition', Page: page(() => import('../features/trading/pages/history-position-page.tsx').then((m) => m.HistoryPositionPage)) },
  { path: '/historyDetail', title: 'route.historyDetail', Page: page(() => import('../features/trading/pages/history-detail-page.tsx').then((m) => m.HistoryDetailPage)) },
  { path: '/realNameAuthentication', title: 'route.realName', Page: page(() => import('../features/identity/pages/real-name-page.tsx').then((m) => m.RealNamePage)) },
  { path: '/bankRecord', title: 'route.bankRecord', Page: page(() => import('../features/funding/pages/bank-record-page.tsx').then((m) => m.BankRecordPage)) },
  { path: '/bankIn/:type?', title: 'route.bankIn', Page: page(() => import('../features/funding/pages/bank-in-page.tsx').then((m) => m.BankInPage)) },
  { path: '/payPwd', title: 'route.payPwd', Page: page(() => import('../features/account/pages/pay-password-page.tsx').then((m) => m.PayPasswordPage)) },
  { path: '/stockInfo/:title?', title: 'route.stockInfo', Page: page(() => import('../features/news/pages/stock-info-page.tsx').then((m) => m.StockInfoPage)) },
  { path: '/setting', title: 'route.setting', Page: page(() => import('../features/account/pages/setting-page.tsx').then((m) => m.SettingPage)) },
  { path: '/setting/language', title: 'route.language', Page: page(() => import('../features/account/pages/language-page.tsx').then((m) => m.LanguagePage)) },
  { path: '/messages', title: 'route.messages', Page: page(() => import('../features/messages/pages/messages-page.tsx').then((m) => m.MessagesPage)) },
  { path: '/my', title: 'route.my', tabBar: true, Page: page(() => import('../features/account/pages/my-page.tsx').then((m) => m.MyPage)) },
  { path: '/transaction', title: 'route.transaction', Page: page(() => import('../features/trading/pages/transaction-page.tsx').then((m) => m.TransactionPage)) },
  { path: '/change-pwt', title: 'route.changePwd', Page: page(() => import('../features/account/pages/change-password-page.tsx').then((m) => m.ChangePasswordPage)) },
  // Loans have no route in the spec's table: these paths are ours (behind the guard like every other).
  { path: '/loans', title: 'route.loans', Page: page(() => import('../features/loans/pages/loans-page.tsx').then((m) => m.LoansPage)) },
  { path: '/loans/apply', title: 'route.loanApply', Page: page(() => import('../features/loans/pages/loan-apply-page.tsx').then((m) => m.LoanApplyPage)) },
  { path: '/loans/:id', title: 'route.loanDetail', Page: page(() => import('../features/loans/pages/loan-detail-page.tsx').then((m) => m.LoanDetailPage)) },
  // Price alerts and the portfolio have no route in the spec's table either: these paths are ours.
  { path: '/alerts', title: 'route.alerts', Page: page(() => import('../features/alerts/pages/alerts-page.tsx').then((m) => m.AlertsPage)) },
  { path: '/portfolio', title: 'route.portfolio', Page: page(() => import('../features/portfolio/pages/portfolio-page.tsx').then((m) => m.PortfolioPage)) },
  ...developerRoutes(),
];

/**
 * /test and /demo (build facts, the duplicate-submit demonstration) exist only in development
 * builds: `import.meta.env.DEV` is a build-time constant, so a production bundle holds neither
 * the routes nor the page's chunk, and those paths fall through to the home redirect.
 */
function developerRoutes(): RouteDef[] {
  if (!import.meta.env.DEV) return [];
  const devPage = page(() => import('./dev-page.tsx').then((m) => m.DevPage));
  return [
    { path: '/test', title: 'route.test', Page: devPage },
    { path: '/demo', title: 'route.demo', Page: devPage },
  ];
}

/**
 * Routes found so far, by path. Matching tries every route of the table, and start-up and the
 * layout ask for the same path in the first second of a load.
 */
const matched = new Map<string, RouteDef | undefined>();
const MATCHES_KEPT = 64;

/** The route of the table that `pathname` matches (most specific first, as the router ranks them). */
export function routeFor(pathname: string): RouteDef | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const route = matchRoute(ROUTES, pathname)?.route;
  // Paths with ids (/loans/17) are unbounded: keep only the latest few.
  if (matched.size >= MATCHES_KEPT) matched.delete(matched.keys().next().value as string);
  matched.set(pathname, route);
  return route;
}

/** The title key and tab-bar flag of the route at `pathname`. */
export function routeHandleFor(pathname: string): RouteHandle | undefined {
  const route = routeFor(pathname);
  return route ? { title: route.title, ...(route.tabBar ? { tabBar: true } : {}) } : undefined;
}

/**
 * How long, once its code is there, the first render of a signed-in screen waits for the reads
 * its prefetch asks it to wait for. Past it the screen draws its placeholders, as on a later visit.
 */
const FIRST_READS_WAIT_MS = 1_000;

/**
 * Starts fetching the screen for `pathname` (and its imports) at once, in parallel with the text
 * tables, instead of after the first render: one round trip less before the first screen shows.
 * For a signed-in user the screen's first reads (its quotes, its rankings) start as soon as its
 * code has arrived, instead of after the text tables, the guard's config and the first render.
 * Resolves when the screen's code has arrived or failed to (a failure is met, and reported, when
 * the screen renders) and the reads its prefetch returns have answered or failed, but waits for
 * those at most FIRST_READS_WAIT_MS after the code. Each answer that arrived after the first
 * render used to render the screen again, with a layout, in a long task of its own on a slow phone
 * (/home has four such reads; docs/web-performance.md, "The first render waits for the first reads").
 */
export function preloadRoute(pathname: string, search: string, signedIn: boolean): Promise<void> {
  const route = routeFor(pathname) ?? (pathname === '/' ? ROUTES.find((r) => r.path === HOME_PATH) : undefined);
  const screen = route ? loaders.get(route.Page) : undefined;
  const arrived = screen ? screen.ready().then(() => undefined) : Promise.resolve();
  const prefetch = signedIn ? screen?.prefetch : undefined;
  if (!prefetch) return arrived;
  // In a task of its own: asking for the screen's module walks and announces all of its files
  // (thirty-odd for /market), and asking again for the first reads' function walks them again.
  const reads = new Promise((resolve) => setTimeout(resolve, 0))
    .then(prefetch)
    .then((start) => start(new URLSearchParams(search)))
    .catch(() => undefined);
  const patience = arrived.then(() => new Promise<void>((resolve) => setTimeout(resolve, FIRST_READS_WAIT_MS)));
  return Promise.all([arrived, Promise.race([reads, patience])]).then(() => undefined);
}
