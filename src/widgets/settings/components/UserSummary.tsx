import type { User } from '../../../shared/schemas/session';
import { Avatar } from './Avatar';
import { RoleBadges } from './RoleBadges';

/** Avatar, name, login and roles: the top of /settings and /profile. */
export function UserSummary({ user, heading }: { user: User; heading: string }) {
  return (
    <div className="user-summary">
      <Avatar src={user.avatar} name={user.name} />
      <div>
        <h1>{heading}</h1>
        <p className="user-name">{user.name}</p>
        <p className="muted">@{user.user}</p>
        <RoleBadges user={user} />
      </div>
    </div>
  );
}
