import { MSG } from '../messages';
import { isValidTimeZone } from '../time-zone';
import { BoolLike, z } from './zod';

export const RoleRef = z.union([
  z.number(),
  z.string(),
  z.object({ id: z.unknown().optional(), code: z.unknown().optional(), role: z.unknown().optional(), name: z.string().optional() }),
]);

export const Paroquia = z.object({
  id: z.number().int().optional(),
  name: z.string(),
  logo: z.string().nullable().optional(),
  /** The parish's IANA time zone: its calendar day is 'today' for its dates (src/core/calendar/parish-clock.ts). */
  time_zone: z.string().optional(),
  /** A system administrator acting as this parish (POST /api/paroquias/{id}/atuar), not their own. */
  atuando: z.boolean().optional(),
});

/** The signed-in user, as GET /api/me answers it. */
export const User = z.object({
  id: z.number().int(),
  user: z.string(),
  name: z.string(),
  status: z.number().int(),
  require_password_change: z.boolean(),
  accepted_photo: z.number().int(),
  avatar: z.string().nullable(),
  timezone: z.string().nullable(),
  roles: z.array(RoleRef).default([]),
  rules: z.array(RoleRef).optional(),
  rule: RoleRef.nullable().optional(),
  paroquia: Paroquia.nullable(),
});
export type User = z.infer<typeof User>;

export const LoginBody = z.object({
  user: z.string().trim().min(1, MSG.required).max(100),
  password: z.string().min(1, MSG.required).max(200),
  remember: BoolLike.default(false),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({
  ok: z.boolean().optional(),
  require_password_change: z.boolean().optional(),
  message: z.string().optional(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

/** >= 8 characters with upper case, lower case and digits: the server enforces it, the form explains it. */
export const NewPassword = z
  .string()
  .max(200)
  .refine((v) => v.length >= 8 && /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v), MSG.passwordRule);

export const PasswordChangeBody = z
  .object({ new_password: NewPassword, confirm_password: z.string().max(200) })
  .refine((v) => v.new_password === v.confirm_password, { message: MSG.passwordConfirm, path: ['confirm_password'] });

export const NameChangeBody = z.object({ name: z.string().trim().min(1, MSG.nameRequired).max(120) });

export const TimezoneBody = z.object({
  timezone: z.string({ error: MSG.timezoneInvalid }).trim().min(1, MSG.timezoneInvalid).max(64).refine(isValidTimeZone, MSG.timezoneInvalid),
});

export { PublicConfig } from './public-config';
