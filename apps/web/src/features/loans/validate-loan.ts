import { AMOUNT_INPUT, type AmountProblem, toCents } from '../../lib/money.ts';
import { formatMoney } from '../../lib/money.ts';

/**
 * The spec's order for a loan amount (§5): "enter loan amount", then "amount cannot be lower
 * than 0" for a negative or zero amount, then the product's bounds (the server checks them all again).
 */
export function loanAmountProblem(input: string, bounds?: { min: string; max: string }): AmountProblem | undefined {
  const text = input.trim();
  if (!text) return { key: 'validation.enterLoanAmount' };
  if (/^-\d/.test(text)) return { key: 'validation.amountNegative' };
  if (!AMOUNT_INPUT.test(text)) return { key: 'money.amountFormat' };
  const cents = toCents(text) ?? 0;
  if (cents <= 0) return { key: 'validation.amountNegative' };
  if (bounds && cents < (toCents(bounds.min) ?? 0)) return { key: 'loans.belowMin', values: { min: formatMoney(bounds.min) } };
  if (bounds && cents > (toCents(bounds.max) ?? 0)) return { key: 'loans.aboveMax', values: { max: formatMoney(bounds.max) } };
  return undefined;
}
