export type RegisterForm = {
  username: string;
  phone: string;
  password: string;
  confirmPassword: string;
  inviteCode: string;
  agreed: boolean;
};

/**
 * The first problem with the form, as an i18n key, in the spec's order (§5): username, phone,
 * password, confirmation, match, invitation code, agreement. Strength and formats are the
 * server's to judge; it answers in the user's language.
 */
export function registerProblem(form: RegisterForm): string | undefined {
  if (!form.username.trim()) return 'validation.enterUsername';
  if (!form.phone.trim()) return 'validation.enterPhone';
  if (!form.password) return 'validation.enterPassword';
  if (!form.confirmPassword) return 'validation.confirmPassword';
  if (form.password !== form.confirmPassword) return 'validation.passwordsDiffer';
  if (!form.inviteCode.trim()) return 'validation.enterInviteCode';
  if (!form.agreed) return 'validation.agreeFirst';
  return undefined;
}
