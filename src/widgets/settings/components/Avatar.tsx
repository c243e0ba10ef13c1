import { useState } from 'react';
import { initials } from '../../../core/format';

/** The user's photo, or their initials when there is none or it fails to load. */
export function Avatar({ src, name, size = 96 }: { src: string | null | undefined; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const style = { width: size, height: size, fontSize: size / 2.6 };
  if (src && failed !== src) {
    return <img className="avatar" src={src} alt={`Foto de ${name}`} style={style} onError={() => setFailed(src)} part="avatar" />;
  }
  return (
    <span className="avatar avatar-initials" style={style} role="img" aria-label={`Foto de ${name}`} part="avatar">
      {initials(name)}
    </span>
  );
}
