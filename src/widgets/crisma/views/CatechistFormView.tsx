import { Banner, Spinner } from '../../../core/ui';
import { CATECHIST_STATUS } from '../../../shared/schemas/crisma';
import { Avatar } from '../components/Avatar';
import { Field } from '../components/Field';
import { ElementLink } from '../../../core/ui/ElementLink';
import { PeoplePicker } from '../components/PeoplePicker';
import { useCatechistForm } from '../useCatechistForm';
import type { ViewProps } from './types';

/** /catequistas/crisma/adicionar (person, community, status) and /catequistas/crisma/{id}/editar (community and status). */
export function CatechistFormView({ container, mode, catechistId }: ViewProps & { mode: 'new' | 'edit'; catechistId: number | null }) {
  const f = useCatechistForm(mode, catechistId, container);
  const title = mode === 'new' ? 'Adicionar catequista de Crisma' : 'Editar catequista';
  const cancel = (
    <ElementLink to="/catequistas/crisma" container={container} className="btn">
      Cancelar
    </ElementLink>
  );
  if (f.loadError) {
    return (
      <section className="page narrow">
        <h1>{title}</h1>
        <Banner kind="error">{f.loadError}</Banner>
        {cancel}
      </section>
    );
  }
  if (f.loading) return <Spinner label="Carregando catequista..." />;
  const person = mode === 'new' ? f.person : f.catechist ? { name: f.catechist.nome, photo: null } : null;
  return (
    <section className="page narrow" aria-labelledby="catechist-form-title">
      <h1 id="catechist-form-title">{title}</h1>
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      {f.communitiesError && <Banner kind="error">{f.communitiesError}</Banner>}
      <form className="card form" onSubmit={(e) => void f.onSubmit(e)} noValidate>
        {mode === 'new' && (
          <PeoplePicker picker={f.picker} label="Pessoa (registros)" action={{ label: 'Escolher', onPick: f.pick }} chosenId={f.person?.id ?? null} error={f.errors.register_id} />
        )}
        <div className="chosen-person" aria-live="polite">
          {person ? (
            <>
              <Avatar name={person.name} photo={person.photo} />
              <span>
                <span className="muted small">Pessoa: </span>
                <strong>{person.name}</strong>
              </span>
            </>
          ) : (
            <span className="muted">Nenhuma pessoa escolhida.</span>
          )}
        </div>
        <Field label="Comunidade" error={f.errors.ent_id}>
          {(a) => (
            <select {...a} value={f.entId} required onChange={(e) => f.setEntId(e.target.value)}>
              <option value="">Selecione uma comunidade</option>
              {f.communities.map((c) => (
                <option key={c.ent_id} value={c.ent_id}>
                  {c.ent_name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Status" error={f.errors.status}>
          {(a) => (
            <select {...a} value={f.status} onChange={(e) => f.setStatus(e.target.value)}>
              {Object.entries(CATECHIST_STATUS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="form-actions">
          {cancel}
          <button type="submit" className="btn btn-primary" disabled={f.saving}>
            {f.saving ? 'Salvando...' : 'Salvar'}
          </button>
        </div>
      </form>
    </section>
  );
}
