import type { User } from '../../shared/schemas/session';
import { uploadUrl } from '../uploads/url';
import type { CurrentUser } from './repository';

/** GET /api/me: the User of src/shared/schemas/session.ts, with file names turned into URLs. */
export function toUserResponse(user: CurrentUser): User {
  return {
    id: user.id,
    user: user.user,
    name: user.name,
    status: user.status,
    require_password_change: user.require_password_change,
    accepted_photo: user.accepted_photo,
    avatar: uploadUrl('avatars', user.avatar),
    timezone: user.timezone,
    roles: user.roles,
    paroquia: {
      id: user.paroquia_id,
      name: user.paroquia_name,
      logo: uploadUrl('paroquias', user.paroquia_logo),
      time_zone: user.paroquia_time_zone,
      ...(user.paroquia_id !== user.home_paroquia_id ? { atuando: true } : {}),
    },
  };
}
