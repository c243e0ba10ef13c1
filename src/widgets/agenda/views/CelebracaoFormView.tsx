import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../../core/api/errors';
import { todayIn } from '../../../core/calendar/dates';
import { communitiesQuery, communityChoices } from '../../../core/communities';
import { navigate } from '../../../core/elements/events';
import { Form, SelectField, TextField, placeServerErrors, useFillOnce, useSchemaForm, FormActions } from '../../../core/form';
import { useConfirmedDelete } from '../../../core/query/useConfirmedDelete';
import { Banner, DeleteDialog, Spinner, toast } from '../../../core/ui';
import { AGENDA_MSG, CELEBRACAO_TIPOS, CelebracaoBody, type Celebracao } from '../../../shared/schemas/agenda';
import { deleteCelebracao, saveCelebracao } from '../api';
import { RecurrenceBuilder } from '../components/RecurrenceBuilder';
import { celebracaoQuery, refreshAgenda } from '../queries';
import { buildRule, defaultRecurrence, parseRule, type Recurrence } from '../recurrence';
import { useAgendaAccess } from '../useAgendaAccess';
import type { ViewProps } from './types';
import { pathTo } from '../../../core/paths';

interface Values {
  tipo: string;
  titulo: string;
  ent_id: string;
  regra: string;
  hora: string;
  duracao_min: string;
  inicio: string;
  fim: string;
  celebrante: string;
  publica: boolean;
}

const valuesOf = (c: Celebracao): Values => ({
  tipo: c.tipo,
  titulo: c.titulo ?? '',
  ent_id: String(c.ent_id),
  regra: c.regra,
  hora: c.hora.slice(0, 5),
  duracao_min: String(c.duracao_min),
  inicio: c.inicio,
  fim: c.fim ?? '',
  celebrante: c.celebrante ?? '',
  publica: c.publica,
});

/** /agenda/celebracoes/nova and /agenda/celebracoes/{id}: a recurring celebration, its rule built by the friendly recurrence. */
export function CelebracaoFormView({ container, celebracaoId }: ViewProps & { celebracaoId?: string }) {
  const id = celebracaoId && /^\d+$/.test(celebracaoId) ? Number(celebracaoId) : null;
  const editing = celebracaoId !== undefined;
  const { timeZone } = useAgendaAccess();
  const queryClient = useQueryClient();
  const celebracao = useQuery({ ...celebracaoQuery(id ?? 0), enabled: id !== null });
  const communities = useQuery(communitiesQuery());
  const [today] = useState(() => todayIn(timeZone));
  const [recurrence, setRecurrence] = useState<Recurrence>(() => defaultRecurrence('weekly', today));
  const form = useSchemaForm<Values>(CelebracaoBody, {
    tipo: 'missa',
    titulo: '',
    ent_id: '',
    regra: buildRule(recurrence),
    hora: '',
    duracao_min: '60',
    inicio: today,
    fim: '',
    celebrante: '',
    publica: true,
  });
  useFillOnce(form, celebracao.data, valuesOf);
  const [failure, setFailure] = useState<string | null>(null);
  const deletion = useConfirmedDelete<number>({
    remove: deleteCelebracao,
    settled: () => refreshAgenda(queryClient),
    deleted: AGENDA_MSG.celebracaoDeleted,
    report: (kind, text) => toast[kind](text),
    deletedEvent: () => navigate(container, pathTo('/agenda')),
  });

  // A rule typed (or loaded) that the builder can show is shown there; one it cannot leaves it on 'Avançada'.
  const regra = form.watch('regra');
  useEffect(() => {
    if ((regra ?? '') !== buildRule(recurrence)) setRecurrence(parseRule(regra ?? ''));
  }, [regra]);

  function onRecurrence(r: Recurrence) {
    setRecurrence(r);
    if (r.freq !== 'advanced') form.setValue('regra', buildRule(r), { shouldValidate: form.formState.isSubmitted });
  }

  async function onSubmit(v: Values) {
    setFailure(null);
    const body = { ...v, ent_id: v.ent_id ? Number(v.ent_id) : '', duracao_min: Number(v.duracao_min) };
    try {
      const saved = await saveCelebracao(id, body);
      await refreshAgenda(queryClient);
      toast.success(saved.message ?? (editing ? AGENDA_MSG.celebracaoUpdated : AGENDA_MSG.celebracaoCreated));
      navigate(container, pathTo('/agenda'));
    } catch (error) {
      placeServerErrors(form, error);
      setFailure(errorText(error, 'Falha ao salvar a celebração'));
    }
  }

  if (editing && (id === null || celebracao.isError)) {
    return (
      <section className="page">
        <h1>Editar celebração</h1>
        <Banner kind="error">{id === null ? AGENDA_MSG.celebracaoNotFound : errorText(celebracao.error, AGENDA_MSG.celebracaoNotFound)}</Banner>
      </section>
    );
  }
  if (editing && !celebracao.data) return <Spinner label="Carregando celebração..." />;
  return (
    <section className="page" aria-labelledby="celebracao-form-title">
      <header className="page-head">
        <h1 id="celebracao-form-title">{editing ? 'Editar celebração' : 'Nova celebração'}</h1>
        {editing && (
          <div className="head-actions">
            <button type="button" className="btn btn-danger-outline" onClick={() => deletion.ask(id!)}>
              Excluir celebração
            </button>
          </div>
        )}
      </header>
      {failure && <Banner kind="error">{failure}</Banner>}
      <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="celebracao-form-title" part="form">
        <div className="field-row">
          <SelectField name="tipo" label="Tipo" options={CELEBRACAO_TIPOS} />
          <TextField name="titulo" label="Título (opcional)" maxLength={120} placeholder="Ex.: Missa das crianças" />
          <SelectField name="ent_id" label="Comunidade" empty="Selecione..." options={communityChoices(communities.data)} />
        </div>
        <RecurrenceBuilder value={recurrence} start={form.watch('inicio')} onChange={onRecurrence} />
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
          <input type="checkbox" {...form.register('publica')} />
          Pública (aparece no site da paróquia e no calendário assinado)
        </label>
        <FormActions className="form-actions" cancelTo={pathTo('/agenda')} container={container} busy={form.formState.isSubmitting} />
      </Form>
      <DeleteDialog
        deletion={deletion}
        title="Excluir celebração"
        message={() => 'A celebração, suas datas alteradas e canceladas saem da agenda. Esta ação não pode ser desfeita.'}
      />
    </section>
  );
}
