import { PasswordChangeBody } from '../../shared/schemas/session';
import { z } from '../../shared/schemas/zod';
import { TEXT } from './text';

/** The verification step: the current password, required. */
export const CurrentPassword = z.object({ password: z.string().min(1, TEXT.required) });

/**
 * The new-password form's checks (the server checks them again): the shared password rule and the
 * confirmation, and, known only here, that it differs from the current password just verified.
 */
export function newPasswordSchema(current: string) {
  return PasswordChangeBody.refine((v) => v.new_password !== current, { message: TEXT.passwordSame, path: ['new_password'] });
}
