import { initials } from '../../../core/format';
import { portalUrl } from '../api';

/** A register's photo, or its initials when there is none. */
export function Photo({ url, name, size = 40 }: { url: string | null; name: string; size?: number }) {
  const style = { width: size, height: size, fontSize: size * 0.38 };
  return url ? (
    <img className="reg-photo" src={portalUrl(url)} alt={`Foto de ${name}`} width={size} height={size} style={style} loading="lazy" />
  ) : (
    <span className="reg-photo reg-initials" style={style} role="img" aria-label={`Sem foto: ${name}`}>
      {initials(name)}
    </span>
  );
}
