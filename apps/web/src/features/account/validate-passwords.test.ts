import { describe, expect, it } from 'vitest';
import { changePasswordProblem, payPasswordProblem } from './validate-passwords.ts';

describe('payPasswordProblem', () => {
  it('asks for the password, six digits, the repeat and a match, in that order', () => {
    expect(payPasswordProblem('', '')).toBe('validation.setPayPassword');
    expect(payPasswordProblem('12345', '')).toBe('validation.payPasswordDigits');
    expect(payPasswordProblem('12345a', '')).toBe('validation.payPasswordDigits');
    expect(payPasswordProblem('123456', '')).toBe('validation.enterPayPasswordAgain');
    expect(payPasswordProblem('123456', '654321')).toBe('validation.payPasswordsDiffer');
    expect(payPasswordProblem('123456', '123456')).toBeUndefined();
  });
});

describe('changePasswordProblem', () => {
  it('checks the fields in order', () => {
    expect(changePasswordProblem({ old: '', next: '', again: '' })).toBe('validation.enterOldPassword');
    expect(changePasswordProblem({ old: 'a', next: '', again: '' })).toBe('validation.enterNewPassword');
    expect(changePasswordProblem({ old: 'a', next: 'b', again: '' })).toBe('validation.confirmPassword');
    expect(changePasswordProblem({ old: 'a', next: 'b', again: 'c' })).toBe('validation.passwordsDiffer');
    expect(changePasswordProblem({ old: 'a', next: 'b', again: 'b' })).toBeUndefined();
  });
});
