/** The portfolio's ranges without zod, for the screen (the schemas are in portfolio.ts). */
export const PORTFOLIO_RANGES = ['today', 'week', 'month', 'year', 'all'] as const;
export type PortfolioRange = (typeof PORTFOLIO_RANGES)[number];
