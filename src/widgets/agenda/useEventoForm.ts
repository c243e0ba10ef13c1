import { useMemo } from 'react';
import { zonedIso } from '../../core/calendar/dates';
import { navigate } from '../../core/elements/events';
import { useFillOnce, useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { AGENDA_MSG, EventoBody, type Evento } from '../../shared/schemas/agenda';
import { z } from '../../shared/schemas/zod';
import { useCommunities, useDeleteEvento, useEvento, useSaveEvento } from './queries';
import { useAgendaAccess } from './useAgendaAccess';
import { pathTo } from '../../core/paths';

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

/** The event form, new (`eventoId` undefined) or editing: the event loaded first, saved, deleted after a confirmation. */
export function useEventoForm(eventoId: string | undefined, container?: HTMLElement | ShadowRoot) {
  const id = eventoId && /^\d+$/.test(eventoId) ? Number(eventoId) : null;
  const editing = eventoId !== undefined;
  const { timeZone } = useAgendaAccess();
  const evento = useEvento(id);
  const communities = useCommunities();
  // The shared schema, checked on the values as they will be sent (the times with their offset).
  const schema = useMemo(() => z.preprocess((v) => toWire(v as Values, timeZone), EventoBody), [timeZone]);
  const form = useSchemaForm<Values>(schema, EMPTY);
  useFillOnce(form, evento.data ?? undefined, valuesOf);
  const save = useSaveEvento(id);
  const submit = useFormSubmit(form, (v: Values) => save.mutateAsync(toWire(v, timeZone)), {
    failed: 'Falha ao salvar o evento',
    onSaved: (saved) => {
      toast.success(saved.message ?? (editing ? AGENDA_MSG.eventoUpdated : AGENDA_MSG.eventoCreated));
      navigate(container, pathTo('/agenda'));
    },
  });
  const deletion = useDeleteEvento({
    deleted: AGENDA_MSG.eventoDeleted,
    report: (kind, text) => toast[kind](text),
    deletedEvent: () => navigate(container, pathTo('/agenda')),
  });
  return {
    id,
    editing,
    /** The event being edited (its data null: none such); null for a new one or an id that is none. */
    evento: id !== null ? evento : null,
    communities: communities.data,
    form,
    onSubmit: submit.onSubmit,
    failure: submit.failure,
    deletion,
  };
}
