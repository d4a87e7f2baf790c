import type { LoanProducts } from '@meridian/contract/loans';
import type { Config } from '../../platform/config.ts';
import { ConfigError } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, parseMoney, type Money } from '../../platform/money.ts';
import { annualRatePercent } from './interest.ts';

export type Products = ReturnType<typeof loanProducts>;

/** The products on offer, from settings; a minimum above the maximum stops the start-up. */
export function loanProducts(config: Config) {
  const min = parseMoney(config.LOAN_MIN_AMOUNT);
  const max = parseMoney(config.LOAN_MAX_AMOUNT);
  if (min <= 0n || min > max) throw new ConfigError('LOAN_MIN_AMOUNT must be above 0 and not above LOAN_MAX_AMOUNT');
  const dto: LoanProducts = {
    currency: config.CURRENCY,
    min_amount: formatMoney(min),
    max_amount: formatMoney(max),
    terms_days: config.LOAN_TERMS_DAYS,
    annual_rate_bp: config.LOAN_ANNUAL_RATE_BP,
    annual_rate: annualRatePercent(config.LOAN_ANNUAL_RATE_BP),
    day_count: 'actual/365',
  };
  return { min, max, terms: config.LOAN_TERMS_DAYS, rateBp: config.LOAN_ANNUAL_RATE_BP, dto };
}

/**
 * An amount as typed: empty → "enter loan amount", zero or below → "must be greater than 0" (the
 * spec's two messages); the contract's schema has already refused anything that is not a number.
 */
export function positiveAmount(input: string): Money {
  if (input.trim() === '') throw new AppError('LOAN_AMOUNT_REQUIRED');
  const amount = parseMoney(input);
  if (amount <= 0n) throw new AppError('LOAN_AMOUNT_NOT_POSITIVE');
  return amount;
}

/** A loan's amount and term against the products on offer. */
export function checkLoan(products: Products, amountInput: string, termDays: number): Money {
  const amount = positiveAmount(amountInput);
  if (amount < products.min) throw new AppError('LOAN_AMOUNT_BELOW_MIN', { min: products.dto.min_amount });
  if (amount > products.max) throw new AppError('LOAN_AMOUNT_ABOVE_MAX', { max: products.dto.max_amount });
  if (!products.terms.includes(termDays)) throw new AppError('LOAN_TERM_INVALID', { terms: products.terms.join(', ') });
  return amount;
}
