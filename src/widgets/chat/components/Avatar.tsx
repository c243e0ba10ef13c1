import { useState } from 'react';
import { getConfig } from '../../../core/config';
import { initials } from '../../../core/format';

/** A person's photo, or their initials in a steady colour when there is none or it fails to load. */
export function Avatar({ id, name, src, online = false }: { id: number; name: string; src: string | null; online?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const hue = (id * 47) % 360;
  return (
    <span className="avatar-wrap" aria-hidden="true">
      {src && failed !== src ? (
        <img className="avatar" src={src.startsWith('/') ? `${getConfig().apiBase}${src}` : src} alt="" loading="lazy" onError={() => setFailed(src)} />
      ) : (
        <span className="avatar avatar-initials" style={{ background: `hsl(${hue} 45% 90%)`, color: `hsl(${hue} 45% 28%)` }}>
          {initials(name)}
        </span>
      )}
      {online && <span className="presence-dot" />}
    </span>
  );
}
