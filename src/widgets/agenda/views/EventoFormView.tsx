import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { errorText } from '../../../core/api/errors';
import { zonedIso } from '../../../core/calendar/dates';
import { communitiesQuery, communityChoices } from '../../../core/communities';
import { navigate } from '../../../core/elements/events';
import { Form, SelectField, TextAreaField, TextField, placeServerErrors, useFillOnce, useSchemaForm, FormActions } from '../../../core/form';
import { useConfirmedDelete } from '../../../core/query/useConfirmedDelete';
import { Banner, DeleteDialog, Spinner, toast } from '../../../core/ui';
import { AGENDA_MSG, EventoBody, type Evento } from '../../../shared/schemas/agenda';
import { z } from '../../../shared/schemas/zod';
import { deleteEvento, saveEvento } from '../api';
import { eventoQuery, refreshAgenda } from '../queries';
import { useAgendaAccess } from '../useAgendaAccess';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

interface Values {
  titulo: string;
  descricao: string;
  ent_id: string;
  /** datetime-local: the wall time, written with the user's zone's offset when sent. */
  inicio: string;
  fim: string;
  publica: boolean;
}

const EMPTY: Values = { titulo: '', descricao: '', ent_id: '', inicio: '', fim: '', publica: true };
/** The instant as the parish wrote it ('2026-12-24T20:00:00-03:00') back to its wall time for the input. */
const valuesOf = (e: Evento): Values => ({
  titulo: e.titulo,
  descricao: e.descricao ?? '',
  ent_id: e.ent_id ? String(e.ent_id) : '',
  inicio: e.inicio.slice(0, 16),
  fim: e.fim.slice(0, 16),
  publica: e.publica,
});
const toWire = (v: Values, zone: string) => ({
  ...v,
  inicio: zonedIso(v.inicio, zone),
  fim: zonedIso(v.fim, zone),
  ent_id: v.ent_id ? Number(v.ent_id) : undefined,
});

/** /agenda/eventos/novo and /agenda/eventos/{id}: a one-off event (a feast, a meeting), public or internal. */
export function EventoFormView({ container, eventoId }: ViewProps & { eventoId?: string }) {
  const id = eventoId && /^\d+$/.test(eventoId) ? Number(eventoId) : null;
  const editing = eventoId !== undefined;
  const { timeZone } = useAgendaAccess();
  const queryClient = useQueryClient();
  const evento = useQuery({ ...eventoQuery(id ?? 0), enabled: id !== null });
  const communities = useQuery(communitiesQuery());
  // The shared schema, checked on the values as they will be sent (the times with their offset).
  const schema = useMemo(() => z.preprocess((v) => toWire(v as Values, timeZone), EventoBody), [timeZone]);
  const form = useSchemaForm<Values>(schema, EMPTY);
  useFillOnce(form, evento.data, valuesOf);
  const [failure, setFailure] = useState<string | null>(null);
  const deletion = useConfirmedDelete<number>({
    remove: deleteEvento,
    settled: () => refreshAgenda(queryClient),
    deleted: AGENDA_MSG.eventoDeleted,
    report: (kind, text) => toast[kind](text),
    deletedEvent: () => navigate(container, pathTo('/agenda')),
  });

  async function onSubmit(v: Values) {
    setFailure(null);
    try {
      const saved = await saveEvento(id, toWire(v, timeZone));
      await refreshAgenda(queryClient);
      toast.success(saved.message ?? (editing ? AGENDA_MSG.eventoUpdated : AGENDA_MSG.eventoCreated));
      navigate(container, pathTo('/agenda'));
    } catch (error) {
      placeServerErrors(form, error);
      setFailure(errorText(error, 'Falha ao salvar o evento'));
    }
  }

  if (editing && (id === null || evento.isError)) {
    return (
      <section className="page">
        <h1>Editar evento</h1>
        <Banner kind="error">{id === null ? AGENDA_MSG.eventoNotFound : errorText(evento.error, AGENDA_MSG.eventoNotFound)}</Banner>
      </section>
    );
  }
  if (editing && !evento.data) return <Spinner label="Carregando evento..." />;
  return (
    <section className="page" aria-labelledby="evento-form-title">
      <header className="page-head">
        <h1 id="evento-form-title">{editing ? 'Editar evento' : 'Novo evento'}</h1>
        {editing && (
          <div className="head-actions">
            <button type="button" className="btn btn-danger-outline" onClick={() => deletion.ask(id!)}>
              Excluir evento
            </button>
          </div>
        )}
      </header>
      {failure && <Banner kind="error">{failure}</Banner>}
      <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="evento-form-title" part="form">
        <TextField name="titulo" label="Título" maxLength={150} />
        <div className="field-row">
          <SelectField name="ent_id" label="Comunidade (opcional)" empty="Nenhuma (toda a paróquia)" options={communityChoices(communities.data)} />
          <TextField name="inicio" label="Início" type="datetime-local" />
          <TextField name="fim" label="Fim" type="datetime-local" />
        </div>
        <TextAreaField name="descricao" label="Descrição (opcional)" rows={4} maxLength={2000} />
        <label className="check">
          <input type="checkbox" {...form.register('publica')} />
          Público (aparece no site da paróquia e no calendário assinado)
        </label>
        <FormActions className="form-actions" cancelTo={pathTo('/agenda')} container={container} busy={form.formState.isSubmitting} />
      </Form>
      <DeleteDialog deletion={deletion} title="Excluir evento" message={() => 'O evento sai da agenda. Esta ação não pode ser desfeita.'} />
    </section>
  );
}
