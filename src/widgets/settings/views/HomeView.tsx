import { DetectionStatus } from '../components/DetectionStatus';
import { ElementLink } from '../../../core/ui/ElementLink';
import { ParishCard } from '../components/ParishInfo';
import { TimezoneSelect } from '../components/TimezoneSelect';
import { UserSummary } from '../components/UserSummary';
import { TEXT } from '../messages';
import { useTimezoneSave } from '../useTimezoneSave';
import type { User } from '../../../shared/schemas/session';
import type { ViewProps } from './types';

const LINKS = [
  { to: '/settings/foto', label: 'Alterar foto', hint: 'Envie e recorte uma nova foto de perfil.' },
  { to: '/settings/nome', label: 'Alterar nome', hint: 'Mude o nome exibido no portal.' },
  { to: '/settings/senha', label: 'Alterar senha', hint: 'Confirme a senha atual e defina outra.' },
];

/** /settings: the account overview with quick links, the parish and the time-zone preference. */
export function HomeView({ container, user }: ViewProps & { user: User }) {
  const tz = useTimezoneSave(user.timezone, TEXT.timezoneInvalid);
  const busy = tz.saving || tz.detection.status === 'requesting';
  return (
    <div className="settings-home">
      <section className="card">
        <UserSummary user={user} heading="Configurações" />
      </section>

      <section className="card">
        <h2>Acesso rápido</h2>
        <ul className="quick-links">
          {LINKS.map((link) => (
            <li key={link.to}>
              <ElementLink to={link.to} container={container} className="link-tile">
                <strong>{link.label}</strong>
                <span className="muted">{link.hint}</span>
              </ElementLink>
            </li>
          ))}
        </ul>
      </section>

      <ParishCard paroquia={user.paroquia} />

      <section className="card">
        <h2>Preferência de fuso horário</h2>
        <p className="muted">
          Usado para mostrar datas e horários. Atual: <strong>{user.timezone || 'não definido'}</strong>
        </p>
        <TimezoneSelect value={tz.zone} onChange={tz.setZone} error={tz.error} disabled={busy} />
        <DetectionStatus detection={tz.detection} />
        <div className="form-actions">
          <button type="button" className="btn" onClick={tz.detect} disabled={busy}>
            Detectar automaticamente
          </button>
          <button type="button" className="btn btn-primary" onClick={tz.onSave} disabled={busy}>
            {tz.saving ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </section>
    </div>
  );
}
