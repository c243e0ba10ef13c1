import { useState } from 'react';
import type { User } from '../../../shared/schemas/session';

/** The parish the user is associated with: logo (hidden if it fails) and name. */
export function ParishInfo({ paroquia }: { paroquia: User['paroquia'] }) {
  const [logoFailed, setLogoFailed] = useState(false);
  if (!paroquia) return <p className="muted">Nenhuma paróquia vinculada.</p>;
  return (
    <div className="parish">
      {paroquia.logo && !logoFailed && (
        <img className="parish-logo" src={paroquia.logo} alt={`Logo da ${paroquia.name}`} onError={() => setLogoFailed(true)} />
      )}
      <div>
        <p className="parish-name">{paroquia.name}</p>
        <p className="muted">Você está vinculado(a) a esta paróquia.</p>
      </div>
    </div>
  );
}
