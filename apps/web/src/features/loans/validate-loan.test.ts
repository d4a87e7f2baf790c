import { formatMoney } from '../../lib/money.ts';
import { describe, expect, it } from 'vitest';
import { loanAmountProblem } from './validate-loan.ts';

const bounds = { min: '1000.00', max: '50000.00' };

describe('loan amount', () => {
  it('follows the spec: enter the amount, then not lower than 0', () => {
    expect(loanAmountProblem('')).toEqual({ key: 'validation.enterLoanAmount' });
    expect(loanAmountProblem('-5')).toEqual({ key: 'validation.amountNegative' });
    expect(loanAmountProblem('0.00')).toEqual({ key: 'validation.amountNegative' });
    expect(loanAmountProblem('12.345')).toEqual({ key: 'money.amountFormat' });
  });

  it('applies the product bounds in cents', () => {
    expect(loanAmountProblem('999.99', bounds)).toEqual({ key: 'loans.belowMin', values: { min: formatMoney('1000.00') } });
    expect(loanAmountProblem('50000.01', bounds)).toEqual({ key: 'loans.aboveMax', values: { max: formatMoney('50000.00') } });
    expect(loanAmountProblem('50000', bounds)).toBeUndefined();
  });
});
