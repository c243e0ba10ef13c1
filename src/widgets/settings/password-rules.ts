import { NewPassword } from '../../shared/schemas/session';
import { TEXT } from './messages';

export interface NewPasswordInput {
  current: string;
  next: string;
  confirm: string;
}

export type NewPasswordErrors = Partial<Record<'next' | 'confirm', string>>;

/**
 * The client-side checks before POST /api/me/password (the server checks them again):
 * the password rule of the shared schema, new different from current, then confirmation.
 */
export function newPasswordErrors({ current, next, confirm }: NewPasswordInput): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const rule = NewPassword.safeParse(next);
  if (!rule.success) errors.next = rule.error.issues[0]?.message ?? TEXT.passwordRule;
  else if (current && next === current) errors.next = TEXT.passwordSame;
  if (confirm !== next) errors.confirm = TEXT.passwordConfirm;
  return errors;
}
