import { Form, SubmitButton } from '../../../core/form';
import { Banner } from '../../../core/ui';
import { DetectionStatus } from '../components/DetectionStatus';
import { ElementLink } from '../../../core/ui/ElementLink';
import { ParishCard } from '../components/ParishInfo';
import { TimezoneField } from '../components/TimezoneField';
import { UserSummary } from '../components/UserSummary';
import { TEXT } from '../text';
import { useTimezoneSave } from '../useTimezoneSave';
import type { User } from '../../../shared/schemas/session';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

const LINKS = [
  { to: pathTo('/settings/foto'), label: 'Alterar foto', hint: 'Envie e recorte uma nova foto de perfil.' },
  { to: pathTo('/settings/nome'), label: 'Alterar nome', hint: 'Mude o nome exibido no portal.' },
  { to: pathTo('/settings/senha'), label: 'Alterar senha', hint: 'Confirme a senha atual e defina outra.' },
];

/** /settings: the account overview with quick links, the parish and the time-zone preference. */
export function HomeView({ container, user }: ViewProps & { user: User }) {
  const tz = useTimezoneSave(user.timezone, TEXT.timezoneInvalid);
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
        <Form form={tz.form} onSubmit={tz.onSubmit}>
          {tz.failure && <Banner kind="error">{tz.failure}</Banner>}
          <TimezoneField disabled={tz.busy} />
          <DetectionStatus detection={tz.detection} />
          <div className="form-actions">
            <button type="button" className="btn" onClick={() => void tz.detect()} disabled={tz.busy}>
              Detectar automaticamente
            </button>
            <SubmitButton busy={tz.saving} disabled={tz.busy}>
              Salvar
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}
