import { describe, expect, it } from 'vitest';
import { type RegisterForm, registerProblem } from './validate-register.ts';

const complete: RegisterForm = {
  username: 'alice_01',
  phone: '+49 30 1234567',
  password: 'secret123',
  confirmPassword: 'secret123',
  inviteCode: 'ABCD1234',
  agreed: true,
};

describe('registerProblem', () => {
  it('accepts a complete form', () => {
    expect(registerProblem(complete)).toBeUndefined();
  });

  it('reports problems in the spec order', () => {
    const empty: RegisterForm = { username: '', phone: '', password: '', confirmPassword: '', inviteCode: '', agreed: false };
    expect(registerProblem(empty)).toBe('validation.enterUsername');
    expect(registerProblem({ ...empty, username: 'a' })).toBe('validation.enterPhone');
    expect(registerProblem({ ...empty, username: 'a', phone: '1' })).toBe('validation.enterPassword');
    expect(registerProblem({ ...complete, confirmPassword: '', inviteCode: '' })).toBe('validation.confirmPassword');
    expect(registerProblem({ ...complete, confirmPassword: 'other123', inviteCode: '' })).toBe('validation.passwordsDiffer');
    expect(registerProblem({ ...complete, inviteCode: '  ', agreed: false })).toBe('validation.enterInviteCode');
    expect(registerProblem({ ...complete, agreed: false })).toBe('validation.agreeFirst');
  });

  it('treats blanks as empty for the text fields', () => {
    expect(registerProblem({ ...complete, username: '   ' })).toBe('validation.enterUsername');
  });
});
