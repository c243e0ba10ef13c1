import { communityChoices } from '../../../core/communities';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, SelectField, TextAreaField, TextField, FormActions } from '../../../core/form';
import { Banner, DeleteDialog } from '../../../core/ui';
import { AGENDA_MSG } from '../../../shared/schemas/agenda';
import { useEventoForm } from '../useEventoForm';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

/** /agenda/eventos/novo and /agenda/eventos/{id}: a one-off event (a feast, a meeting), public or internal. */
export function EventoFormView({ container, eventoId }: ViewProps & { eventoId?: string }) {
  const f = useEventoForm(eventoId, container);
  const missing = (
    <section className="page">
      <h1>Editar evento</h1>
      <Banner kind="error">{AGENDA_MSG.eventoNotFound}</Banner>
    </section>
  );
  if (f.editing && f.id === null) return missing;
  if (!f.evento) return <EventoForm f={f} container={container} />;
  return (
    <DataFrame
      state={fromQuery(f.evento)}
      loading="Carregando evento..."
      failed={AGENDA_MSG.eventoNotFound}
      empty={missing}
      isEmpty={(found) => found === null}
    >
      {() => <EventoForm f={f} container={container} />}
    </DataFrame>
  );
}

function EventoForm({ f, container }: ViewProps & { f: ReturnType<typeof useEventoForm> }) {
  return (
    <section className="page" aria-labelledby="evento-form-title">
      <header className="page-head">
        <h1 id="evento-form-title">{f.editing ? 'Editar evento' : 'Novo evento'}</h1>
        {f.editing && (
          <div className="head-actions">
            <button type="button" className="btn btn-danger-outline" onClick={() => f.deletion.ask(f.id!)}>
              Excluir evento
            </button>
          </div>
        )}
      </header>
      {f.failure && <Banner kind="error">{f.failure}</Banner>}
      <Form form={f.form} onSubmit={f.onSubmit} className="card form" aria-labelledby="evento-form-title" part="form">
        <TextField name="titulo" label="Título" maxLength={150} />
        <div className="field-row">
          <SelectField name="ent_id" label="Comunidade (opcional)" empty="Nenhuma (toda a paróquia)" options={communityChoices(f.communities)} />
          <TextField name="inicio" label="Início" type="datetime-local" />
          <TextField name="fim" label="Fim" type="datetime-local" />
        </div>
        <TextAreaField name="descricao" label="Descrição (opcional)" rows={4} maxLength={2000} />
        <label className="check">
          <input type="checkbox" {...f.form.register('publica')} />
          Público (aparece no site da paróquia e no calendário assinado)
        </label>
        <FormActions className="form-actions" cancelTo={pathTo('/agenda')} container={container} busy={f.form.formState.isSubmitting} />
      </Form>
      <DeleteDialog deletion={f.deletion} title="Excluir evento" message={() => 'O evento sai da agenda. Esta ação não pode ser desfeita.'} />
    </section>
  );
}
