import { communityChoices } from '../../../core/communities';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SelectField, TextField, FormActions } from '../../../core/form';
import { Banner, DeleteDialog } from '../../../core/ui';
import { AGENDA_MSG, CELEBRACAO_TIPOS } from '../../../shared/schemas/agenda';
import { RecurrenceBuilder } from '../components/RecurrenceBuilder';
import { useCelebracaoForm } from '../useCelebracaoForm';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /agenda/celebracoes/nova and /agenda/celebracoes/{id}: a recurring celebration, its rule built by the friendly recurrence. */
export function CelebracaoFormView({ container, celebracaoId }: ViewProps & { celebracaoId?: string }) {
  const f = useCelebracaoForm(celebracaoId, container);
  const missing = (
    <section className="page">
      <h1>Editar celebração</h1>
      <Banner kind="error">{AGENDA_MSG.celebracaoNotFound}</Banner>
    </section>
  );
  if (f.editing && f.id === null) return missing;
  if (!f.celebracao) return <CelebracaoForm f={f} container={container} />;
  return (
    <DataFrame
      state={fromQuery(f.celebracao)}
      loading="Carregando celebração..."
      failed={AGENDA_MSG.celebracaoNotFound}
      empty={missing}
      isEmpty={(found) => found === null}
    >
      {() => <CelebracaoForm f={f} container={container} />}
    </DataFrame>
  );
}

function CelebracaoForm({ f, container }: ViewProps & { f: ReturnType<typeof useCelebracaoForm> }) {
  return (
    <section className="page" aria-labelledby="celebracao-form-title">
      <header className="page-head">
        <h1 id="celebracao-form-title">{f.editing ? 'Editar celebração' : 'Nova celebração'}</h1>
        {f.editing && (
          <div className="head-actions">
            <button type="button" className="btn btn-danger-outline" onClick={() => f.deletion.ask(f.id!)}>
              Excluir celebração
            </button>
          </div>
        )}
      </header>
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form" aria-labelledby="celebracao-form-title" part="form">
        <div className="field-row">
          <SelectField name="tipo" label="Tipo" options={CELEBRACAO_TIPOS} />
          <TextField name="titulo" label="Título (opcional)" maxLength={120} placeholder="Ex.: Missa das crianças" />
          <SelectField name="ent_id" label="Comunidade" empty="Selecione..." options={communityChoices(f.communities)} />
        </div>
        <RecurrenceBuilder value={f.recurrence} start={f.form.watch('inicio')} onChange={f.onRecurrence} />
        <TextField
          name="regra"
          label="Regra (RRULE, avançado)"
          hint="Escrita pela recorrência acima; edite só para regras que ela não oferece."
          autoComplete="off"
          spellCheck={false}
        />
        <div className="field-row">
          <TextField name="hora" label="Horário" type="time" />
          <TextField name="duracao_min" label="Duração (minutos)" type="number" min={1} max={1440} inputMode="numeric" />
          <TextField name="inicio" label="Início" type="date" />
          <TextField name="fim" label="Fim (opcional)" type="date" />
        </div>
        <TextField name="celebrante" label="Celebrante (opcional)" maxLength={150} />
        <label className="check">
          <input type="checkbox" {...f.form.register('publica')} />
          Pública (aparece no site da paróquia e no calendário assinado)
        </label>
        <FormActions className="form-actions" cancelTo={pathTo('/agenda')} container={container} busy={f.form.formState.isSubmitting} />
      </Form>
      <DeleteDialog
        deletion={f.deletion}
        title="Excluir celebração"
        message={() => 'A celebração, suas datas alteradas e canceladas saem da agenda. Esta ação não pode ser desfeita.'}
      />
    </section>
  );
}
