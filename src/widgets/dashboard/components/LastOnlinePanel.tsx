import { useState } from 'react';
import { getConfig } from '../../../core/config';
import { initials } from '../../../core/format';
import { useNow } from '../../../core/hooks/useNow';
import type { OnlineUser } from '../../../shared/schemas/dashboard';
import { lastSeenText, NOW_REFRESH_MS, ONLINE_WINDOW_MS } from '../format';

function Avatar({ user }: { user: OnlineUser }) {
  const [failed, setFailed] = useState(false);
  if (user.avatar && !failed) {
    const src = user.avatar.startsWith('/') ? `${getConfig().apiBase}${user.avatar}` : user.avatar;
    return <img className="avatar" src={src} alt="" loading="lazy" onError={() => setFailed(true)} />;
  }
  // A steady colour per person, so the list is easy to scan.
  const hue = (user.id * 47) % 360;
  return (
    <span className="avatar avatar-initials" aria-hidden="true" style={{ background: `hsl(${hue} 45% 90%)`, color: `hsl(${hue} 45% 28%)` }}>
      {initials(user.name)}
    </span>
  );
}

/** Side panel: the parish's most recently seen people (avatar or initials, name, last-seen text). */
export function LastOnlinePanel({ users, timeZone }: { users: OnlineUser[]; timeZone?: string }) {
  const now = useNow(NOW_REFRESH_MS);
  return (
    <aside className="card online" aria-labelledby="online-title" part="last-online">
      <header className="card-head">
        <div>
          <h2 id="online-title">Vistos por último</h2>
          <p className="muted small">Quem acessou o portal recentemente</p>
        </div>
      </header>
      {users.length === 0 ? (
        <p className="muted empty-note">Ninguém acessou o portal ainda.</p>
      ) : (
        <ul className="online-list">
          {users.map((u) => {
            const online = u.last_seen !== null && now.getTime() - Date.parse(u.last_seen) < ONLINE_WINDOW_MS;
            return (
              <li key={u.id} className="online-item">
                <span className="avatar-wrap">
                  <Avatar user={u} />
                  {online && <span className="presence" aria-hidden="true" />}
                </span>
                <span className="online-text">
                  <span className="online-name">{u.name}</span>
                  <span className={online ? 'online-seen is-online' : 'online-seen muted'}>{lastSeenText(u.last_seen, now, timeZone)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
