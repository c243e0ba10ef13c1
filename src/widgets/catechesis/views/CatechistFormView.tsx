import { communityChoices } from '../../../core/communities';
import { Banner, Spinner } from '../../../core/ui';
import { CATECHIST_STATUS } from '../../../shared/schemas/catechesis';
import { Avatar } from '../../../core/people/Avatar';
import { Form, SelectField, SubmitButton } from '../../../core/form';
import { ElementLink } from '../../../core/ui/ElementLink';
import { PeoplePicker } from '../../../core/people/PeoplePicker';
import { useSacrament } from '../sacrament';
import { useCatechistForm } from '../useCatechistForm';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /catequistas/{sacramento}/adicionar (person, community, status) and /catequistas/{sacramento}/{id}/editar (community and status). */
export function CatechistFormView({ container, mode, catechistId }: ViewProps & { mode: 'new' | 'edit'; catechistId: number | null }) {
  const s = useSacrament();
  const f = useCatechistForm(mode, catechistId, container);
  const title = mode === 'new' ? `Adicionar catequista de ${s.name}` : 'Editar catequista';
  const cancel = (
    <ElementLink to={pathTo(`/catequistas/${s.slug}`)} container={container} className="btn">
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
      {f.accountsError && <Banner kind="error">{f.accountsError}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form">
        {mode === 'new' && (
          <PeoplePicker
            picker={f.picker}
            label="Pessoa (registros)"
            action={{ label: 'Escolher', onPick: f.pick }}
            chosenId={f.person?.id ?? null}
            error={f.form.formState.errors.register_id?.message}
          />
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
        <SelectField name="ent_id" label="Comunidade" required empty="Selecione uma comunidade" options={communityChoices(f.communities)} />
        <SelectField name="status" label="Status" options={CATECHIST_STATUS} />
        <SelectField
          name="user_id"
          label="Conta no portal"
          empty={s.msg.accountNone}
          options={f.accounts.map((a) => [a.id, `${a.name} (${a.user})`] as [number, string])}
          hint="O catequista vê e faz a chamada só das turmas em que é tutor(a)."
        />
        <div className="form-actions">
          {cancel}
          <SubmitButton busy={f.saving}>Salvar</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
