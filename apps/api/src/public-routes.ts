import type { RouteKey } from './platform/access.ts';

/**
 * The only routes under `/api` and `/admin/api` that answer without a session; every other one
 * is behind the user or operator guard (`installAccessControl` in app.ts). Adding a line here
 * makes a route public: the route-table test lists them all.
 */
export const PUBLIC_ROUTES: ReadonlySet<RouteKey> = new Set<RouteKey>([
  // Signing up and in; the client's settings and the login key come before any session.
  'GET /api/stock/getconfig',
  'POST /api/user/register',
  'POST /api/user/login',
  'POST /admin/api/auth/login',
  // Step two of the operator login: the challenge from step one stands in for a session.
  'POST /admin/api/auth/second-factor',
  // Avatars are public pictures with unguessable names, so that <img> works.
  'GET /api/user/avatar/:file',
  // The stream authenticates in-band: market data for everyone, personal pushes after `auth`.
  'GET /api/ws',
  // Market data, news and the IPO calendar are shown to visitors too.
  'GET /api/market/indices',
  'GET /api/market/quotes',
  'GET /api/market/quote/:code',
  'GET /api/market/candles/:code',
  'GET /api/market/quote/:code/depth',
  'GET /api/market/quote/:code/trades',
  'GET /api/market/search',
  'GET /api/news',
  'GET /api/news/:id',
  'GET /api/ipo/issues',
  'GET /api/ipo/calendar',
  'GET /api/ipo/issues/:id',
  'GET /api/ipo/issues/:id/draw',
  // The Web Push key a browser subscribes with is public by nature.
  'GET /api/push/public-key',
  // The payment provider's callback proves itself with its signature.
  'POST /api/funding/webhooks/quick-pay',
]);
