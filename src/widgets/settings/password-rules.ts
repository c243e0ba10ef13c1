import { PasswordChangeBody } from '../../shared/schemas/session';
import { TEXT } from './messages';

/**
 * The new-password form's checks (the server checks them again): the shared password rule and the
 * confirmation, and, known only here, that it differs from the current password just verified.
 */
export function newPasswordSchema(current: () => string) {
  return PasswordChangeBody.refine((v) => v.new_password !== current(), { message: TEXT.passwordSame, path: ['new_password'] });
}
