import type { ReactNode } from 'react';
import { failureText } from '../../../core/api/errors';
import { communityChoices } from '../../../core/communities';
import { fromQuery } from '../../../core/data';
import { Form, SelectField, SubmitButton } from '../../../core/form';
import { pathTo } from '../../../core/paths';
import { Avatar } from '../../../core/people/Avatar';
import { PeoplePicker } from '../../../core/people/PeoplePicker';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { CATECHIST_STATUS, type Catechist } from '../../../shared/schemas/catechesis';
import { RecordFrame } from '../components/RecordFrame';
import { useCatechist } from '../queries';
import { useSacrament } from '../sacrament';
import { useCatechistForm } from '../useCatechistForm';
import type { ViewProps } from './types';

/** /catequistas/{sacramento}/adicionar (person, community, status) and /catequistas/{sacramento}/{id}/editar (community and status). */
export function CatechistFormView({ container, mode, catechistId }: ViewProps & { mode: 'new' | 'edit'; catechistId: number | null }) {
  const s = useSacrament();
  const stored = useCatechist(mode === 'edit' ? catechistId : null);
  const cancel = (
    <ElementLink to={pathTo(`/catequistas/${s.slug}`)} container={container} className="btn">
      Cancelar
    </ElementLink>
  );
  if (mode === 'new') return <CatechistForm stored={null} cancel={cancel} container={container} />;
  return (
    <RecordFrame
      state={fromQuery(stored)}
      missing={catechistId === null}
      title="Editar catequista"
      narrow
      loading="Carregando catequista..."
      failed={(error) => failureText('Falha ao carregar catequista', error)}
      back={cancel}
    >
      {(c) => <CatechistForm stored={c} cancel={cancel} container={container} />}
    </RecordFrame>
  );
}

function CatechistForm({ stored, cancel, container }: ViewProps & { stored: Catechist | null; cancel: ReactNode }) {
  const s = useSacrament();
  const f = useCatechistForm(stored, container);
  const person = stored ? { name: stored.nome, photo: null } : f.person;
  return (
    <section className="page narrow" aria-labelledby="catechist-form-title">
      <h1 id="catechist-form-title">{stored ? 'Editar catequista' : `Adicionar catequista de ${s.name}`}</h1>
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      {f.communitiesError && <Banner kind="error">{f.communitiesError}</Banner>}
      {f.accountsError && <Banner kind="error">{f.accountsError}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form">
        {!stored && (
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
