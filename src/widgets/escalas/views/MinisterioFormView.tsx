import { useId } from 'react';
import { DataFrame, fromQuery } from '../../../core/data';
import { navigate } from '../../../core/elements/events';
import { Form, FormActions, SelectField, TextField } from '../../../core/form';
import { pathTo } from '../../../core/paths';
import { Banner } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { MINISTERIOS_SUGERIDOS, VISIBILIDADES } from '../../../shared/schemas/escalas';
import { PeoplePicker } from '../../../core/people/PeoplePicker';
import type { MinisterioDetail } from '../api';
import { useMinisterio } from '../queries';
import { TEXT } from '../text';
import { useMinisterioForm } from '../useMinisterioForm';
import { idOf, type ViewProps } from './types';

/** /escalas/ministerios/novo and /escalas/ministerios/{id}: name, positions, coordinators, who the website shows. */
export function MinisterioFormView({ container, ministerioId }: ViewProps & { ministerioId?: string }) {
  if (ministerioId === undefined) return <MinisterioForm ministerio={null} container={container} />;
  const id = idOf(ministerioId);
  return id === null ? <MinisterioMissing title={TEXT.editMinistry} /> : <EditMinisterio id={id} container={container} />;
}

export function MinisterioMissing({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <Banner kind="error">{TEXT.ministerioNotFound}</Banner>
    </section>
  );
}

/** A ministry the caller may not change: what the server would answer, said before the form. */
export function NotManager({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <Banner kind="error">{TEXT.manageForbidden}</Banner>
    </section>
  );
}

function EditMinisterio({ id, container }: ViewProps & { id: number }) {
  const ministerio = useMinisterio(id);
  return (
    <DataFrame
      state={fromQuery(ministerio)}
      loading={TEXT.loadingMinistry}
      failed={TEXT.ministryFailed}
      notFound={<MinisterioMissing title={TEXT.editMinistry} />}
      empty={<MinisterioMissing title={TEXT.editMinistry} />}
      isEmpty={(m) => m === null}
    >
      {(m) => (m!.pode_gerir ? <MinisterioForm ministerio={m} container={container} /> : <NotManager title={TEXT.editMinistry} />)}
    </DataFrame>
  );
}

function MinisterioForm({ ministerio, container }: ViewProps & { ministerio: MinisterioDetail | null }) {
  const f = useMinisterioForm(ministerio, (id) => navigate(container, pathTo('/escalas/ministerios/{id}/membros', { id })));
  const suggestions = useId();
  const funcoesError = f.form.formState.errors.funcoes?.message ?? f.form.formState.errors.funcoes?.root?.message;
  return (
    <section className="page" aria-labelledby="ministry-form-title">
      <header className="page-head">
        <h1 id="ministry-form-title">{ministerio ? TEXT.editMinistry : TEXT.newMinistry}</h1>
        {ministerio && (
          <div className="head-actions">
            <ElementLink to={pathTo('/escalas/ministerios/{id}/membros', { id: ministerio.id })} container={container} className="btn">
              {TEXT.members}
            </ElementLink>
            <ElementLink to={pathTo('/escalas/ministerios/{id}/necessidades', { id: ministerio.id })} container={container} className="btn">
              {TEXT.needs}
            </ElementLink>
          </div>
        )}
      </header>
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form" aria-labelledby="ministry-form-title">
        <TextField name="nome" label={TEXT.name} required maxLength={120} list={suggestions} autoComplete="off" />
        <datalist id={suggestions}>
          {MINISTERIOS_SUGERIDOS.map((n) => (
            <option key={n} value={n} />
          ))}
        </datalist>
        <fieldset className="field-group">
          <legend>{TEXT.positions}</legend>
          <ol className="funcoes">
            {f.funcoes.fields.map((field, i) => (
              <li key={field.id}>
                <TextField name={`funcoes.${i}.nome`} label={`${TEXT.position} ${i + 1}`} maxLength={60} placeholder="Ex.: 1ª leitura" />
                <button
                  type="button"
                  className="btn btn-small"
                  aria-label={`${TEXT.removePosition} ${i + 1}`}
                  disabled={f.funcoes.fields.length === 1}
                  onClick={() => f.funcoes.remove(i)}
                >
                  {TEXT.remove}
                </button>
              </li>
            ))}
          </ol>
          {funcoesError && <p className="field-error">{funcoesError}</p>}
          <button type="button" className="btn btn-small" onClick={f.funcoes.add}>
            {TEXT.addPosition}
          </button>
        </fieldset>
        <Coordinators form={f} />
        <div className="field-row">
          <SelectField name="visibilidade" label={TEXT.visibility} options={VISIBILIDADES} />
          <TextField name="menores_ate" label={TEXT.minorsUntil} type="time" hint={TEXT.minorsUntilHint} />
        </div>
        <FormActions cancelTo={pathTo('/escalas/ministerios')} container={container} busy={f.form.formState.isSubmitting} className="form-actions" />
      </Form>
    </section>
  );
}

/** The coordinators: each chosen account with a button to take it off, and the accounts found by typing a name, to add another. */
function Coordinators({ form: f }: { form: ReturnType<typeof useMinisterioForm> }) {
  return (
    <fieldset className="field-group">
      <legend>{TEXT.coordinators}</legend>
      {f.coordenadores.length === 0 ? (
        <p className="muted">Nenhuma conta escolhida: a escala fica com a gestão de ministérios.</p>
      ) : (
        <ul className="chips" aria-label="Contas na coordenação">
          {f.coordenadores.map((c) => (
            <li key={c}>
              {f.coordinatorName(c)}
              <button type="button" className="icon-button" aria-label={`Tirar da coordenação: ${f.coordinatorName(c)}`} onClick={() => f.removeCoordenador(c)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <PeoplePicker
        picker={f.accounts}
        label="Incluir na coordenação"
        action={{ label: 'Incluir', refusal: (p) => (f.coordenadores.includes(p.id) ? 'Já está na coordenação' : null), onPick: f.addCoordenador }}
      />
    </fieldset>
  );
}
