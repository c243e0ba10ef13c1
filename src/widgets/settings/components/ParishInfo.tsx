import { useState } from 'react';
import type { User } from '../../../shared/schemas/session';

/** The card 'Paróquia': the parish the user is associated with, logo (hidden if it fails) and name. */
export function ParishCard({ paroquia }: { paroquia: User['paroquia'] }) {
  return (
    <section className="card">
      <h2>Paróquia</h2>
      <ParishInfo paroquia={paroquia} />
    </section>
  );
}

function ParishInfo({ paroquia }: { paroquia: User['paroquia'] }) {
  const [logoFailed, setLogoFailed] = useState(false);
  if (!paroquia) return <p className="muted">Nenhuma paróquia vinculada.</p>;
  return (
    <div className="parish">
      {paroquia.logo && !logoFailed && <img className="parish-logo" src={paroquia.logo} alt={`Logo da ${paroquia.name}`} onError={() => setLogoFailed(true)} />}
      <div>
        <p className="parish-name">{paroquia.name}</p>
        <p className="muted">Você está vinculado(a) a esta paróquia.</p>
      </div>
    </div>
  );
}
