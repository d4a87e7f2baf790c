import { PAY_PASSWORD_RULE } from '@meridian/contract/auth-rules';

/** The first problem with a new trading password entered twice (spec §5), as an i18n key. */
export function payPasswordProblem(password: string, again: string): string | undefined {
  if (!password) return 'validation.setPayPassword';
  if (!PAY_PASSWORD_RULE.test(password)) return 'validation.payPasswordDigits';
  if (!again) return 'validation.enterPayPasswordAgain';
  if (password !== again) return 'validation.payPasswordsDiffer';
  return undefined;
}

/** The first problem with the change-login-password form, as an i18n key. */
export function changePasswordProblem(form: { old: string; next: string; again: string }): string | undefined {
  if (!form.old) return 'validation.enterOldPassword';
  if (!form.next) return 'validation.enterNewPassword';
  if (!form.again) return 'validation.confirmPassword';
  if (form.next !== form.again) return 'validation.passwordsDiffer';
  return undefined;
}
