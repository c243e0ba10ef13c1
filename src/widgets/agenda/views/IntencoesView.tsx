import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../../core/api/errors';
import { apiUrl } from '../../../core/api/url';
import { brDay, hourText, longDay, timeOf } from '../../../core/calendar/dates';
import { Form, MaskedField, MONEY_MASK, SelectField, TextAreaField, TextField, placeServerErrors, useSchemaForm, SubmitButton } from '../../../core/form';
import { FieldFrame } from '../../../core/form/fields';
import { useConfirmedDelete } from '../../../core/query/useConfirmedDelete';
import { Banner, DeleteDialog, EmptyState, ErrorState, Spinner, toast } from '../../../core/ui';
import { formatCents } from '../../../shared/money';
import { AGENDA_MSG, INTENCAO_FORMAS, INTENCAO_TIPOS, IntencaoBody, MAX_OFERTA_CENTAVOS, type Intencao } from '../../../shared/schemas/agenda';
import { createIntencao, deleteIntencao } from '../api';
import { IntencaoItem } from '../components/IntencaoItem';
import { TransferForm } from '../components/TransferForm';
import { refreshAgenda } from '../queries';
import { describeRecurrence, parseRule } from '../recurrence';
import { useIntencoes } from '../useIntencoes';
import { z } from '../../../shared/schemas/zod';

interface Values {
  celebracao_id: string;
  data: string;
  intencao: string;
  tipo: string;
  solicitante: string;
  contato: string;
  oferta_centavos: string;
  forma: string;
  consentimento: boolean;
}
/** The shared schema, checked on the offering as it is sent (the mask's centavos as a number). */
const IntencaoForm = z.preprocess(
  (v) => ({ ...(v as Values), oferta_centavos: (v as Values).oferta_centavos ? Number((v as Values).oferta_centavos) : undefined }),
  IntencaoBody,
);
const EMPTY: Values = {
  celebracao_id: '',
  data: '',
  intencao: '',
  tipo: 'falecido',
  solicitante: '',
  contato: '',
  oferta_centavos: '',
  forma: 'individual',
  consentimento: false,
};

/**
 * /agenda/intencoes: a Mass's intentions in the order they will be read. Roles 1, 111, 2 also see who
 * asked and the offering, print the celebrant's list and the month's book, move a Mass's intentions and
 * take new ones; the other members see what is read at Mass, health intentions left out.
 */
export function IntencoesView() {
  const s = useIntencoes();
  const queryClient = useQueryClient();
  const { celebracao_id, data } = s.choice.state.filter;
  const chosen = s.celebracoes.data?.find((c) => c.id === s.celebracaoId);
  const occurrence = s.shown ? s.occurrenceOf(s.shown) : undefined;
  const deletion = useConfirmedDelete<Intencao>({
    remove: (i) => deleteIntencao(i.id),
    settled: () => refreshAgenda(queryClient),
    deleted: AGENDA_MSG.intencaoDeleted,
    report: (kind, text) => toast[kind](text),
  });
  const massName = chosen ? `${chosen.titulo || 'Missa'} — ${chosen.ent_name}` : '';
  const when = s.shown ? `${longDay(s.shown)}, ${hourText(occurrence ? timeOf(occurrence.inicio) : (chosen?.hora ?? '00:00'))}` : '';
  return (
    <section className="page" aria-labelledby="intencoes-title">
      <header className="page-head">
        <h1 id="intencoes-title">Intenções de missa</h1>
      </header>
      <form className="list-filters" role="search" aria-label="Escolha da missa" part="filters" onSubmit={(e) => e.preventDefault()}>
        <FieldFrame label="Missa">
          {(control) => (
            <select {...control} value={celebracao_id} onChange={(e) => (s.choice.setFilter('celebracao_id', e.target.value), s.choice.setFilter('data', ''))}>
              <option value="">Selecione...</option>
              {s.celebracoes.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {`${c.titulo || 'Missa'} — ${c.ent_name} — ${hourText(c.hora)} — ${describeRecurrence(parseRule(c.regra)).replace(/\.$/, '')}`}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <FieldFrame label="Data">
          {(control) => (
            <select {...control} value={data} disabled={s.celebracaoId === null} onChange={(e) => s.choice.setFilter('data', e.target.value)}>
              <option value="">{s.dates[0] && !data ? `Próxima disponível (${brDay(s.dates[0])})` : 'Próxima disponível'}</option>
              {s.dates.map((d) => (
                <option key={d} value={d}>
                  {longDay(d)}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
      </form>
      {s.celebracoes.isError && (
        <ErrorState text={errorText(s.celebracoes.error, 'Falha ao carregar as missas')} onRetry={() => void s.celebracoes.refetch()} />
      )}
      {s.celebracaoId === null ? (
        <EmptyState title="Escolha uma missa para ver e registrar as intenções." />
      ) : (
        <>
          {s.datesLoaded && s.shown === null && <Banner kind="info">{AGENDA_MSG.noMassAvailable}</Banner>}
          {s.shown && (
            <section className="card intencoes-list" aria-labelledby="intencoes-mass">
              <header className="page-head">
                <h2 id="intencoes-mass">
                  {massName}
                  <span className="muted intencoes-when">{when}</span>
                </h2>
                {s.canWriteIntencoes && (
                  <span className="head-actions">
                    <a
                      className="btn"
                      href={apiUrl('/api/agenda/intencoes/lista', { celebracao_id: s.celebracaoId, data: s.shown })}
                      target="_blank"
                      rel="noopener"
                    >
                      Imprimir lista
                    </a>
                    <a className="btn" href={apiUrl('/api/agenda/intencoes/livro', { mes: s.shown.slice(0, 7) })} target="_blank" rel="noopener">
                      Livro do mês
                    </a>
                  </span>
                )}
              </header>
              {occurrence?.cancelada && <Banner kind="error">{`${AGENDA_MSG.cancelledMass} Transfira as intenções para outra missa.`}</Banner>}
              {s.intencoes.isError ? (
                <ErrorState text={errorText(s.intencoes.error, 'Falha ao carregar as intenções')} onRetry={() => void s.intencoes.refetch()} />
              ) : !s.intencoes.data ? (
                <Spinner label="Carregando intenções..." />
              ) : s.intencoes.data.length === 0 ? (
                <EmptyState title={AGENDA_MSG.intencoesEmpty} />
              ) : (
                <ol className="intencoes">
                  {s.intencoes.data.map((i) => (
                    <IntencaoItem key={i.id} intencao={i} onDelete={s.canWriteIntencoes ? deletion.ask : undefined} />
                  ))}
                </ol>
              )}
              {!s.canWriteIntencoes && (
                <p className="muted intencao-meta">Intenções pela saúde não são listadas aqui (dados de saúde): constam da lista do celebrante.</p>
              )}
              {s.canWriteIntencoes && !!s.intencoes.data?.length && (
                <TransferForm
                  key={`${s.celebracaoId}-${s.shown}`}
                  celebracaoId={s.celebracaoId}
                  data={s.shown}
                  onMoved={(id, day) => (s.choice.setFilter('celebracao_id', String(id)), s.choice.setFilter('data', day))}
                />
              )}
            </section>
          )}
          {s.canWriteIntencoes && (
            <NewIntencao celebracaoId={s.celebracaoId} data={data} onSaved={(day) => day && day !== data && s.choice.setFilter('data', day)} />
          )}
        </>
      )}
      <DeleteDialog deletion={deletion} title="Excluir intenção" message={(i) => `Excluir a intenção "${i.intencao}"?`} />
    </section>
  );
}

/** 'Nova intenção': for the date chosen, or the next available one when none is. */
function NewIntencao({ celebracaoId, data, onSaved }: { celebracaoId: number; data: string; onSaved: (day: string | undefined) => void }) {
  const queryClient = useQueryClient();
  const form = useSchemaForm<Values>(IntencaoForm, { ...EMPTY, celebracao_id: String(celebracaoId), data });
  const [failure, setFailure] = useState<string | null>(null);
  const [avisos, setAvisos] = useState<string[]>([]);
  const collective = form.watch('forma') === 'coletiva';
  useEffect(() => {
    form.setValue('celebracao_id', String(celebracaoId));
    form.setValue('data', data);
  }, [celebracaoId, data]);

  async function onSubmit(v: Values) {
    setFailure(null);
    setAvisos([]);
    try {
      const saved = await createIntencao({
        ...v,
        celebracao_id: celebracaoId,
        data: v.data || undefined,
        oferta_centavos: v.oferta_centavos ? Number(v.oferta_centavos) : undefined,
        contato: v.contato || undefined,
        consentimento: v.forma === 'coletiva' && v.consentimento,
      });
      await refreshAgenda(queryClient);
      toast.success(saved.message ?? AGENDA_MSG.intencaoCreated);
      setAvisos(saved.avisos ?? []);
      form.reset({ ...EMPTY, celebracao_id: String(celebracaoId), data, tipo: v.tipo, forma: v.forma });
      onSaved(saved.data?.data);
    } catch (error) {
      placeServerErrors(form, error);
      setFailure(errorText(error, 'Falha ao registrar a intenção'));
    }
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="card form" aria-labelledby="intencao-new-title" part="form">
      <h2 id="intencao-new-title">Nova intenção</h2>
      {failure && <Banner kind="error">{failure}</Banner>}
      {avisos.map((text) => (
        <Banner key={text} kind="info">{`Atenção: ${text}`}</Banner>
      ))}
      <TextAreaField name="intencao" label="Intenção" rows={2} maxLength={300} placeholder="Ex.: Pela alma de José da Silva (7º dia)" />
      <div className="field-row">
        <SelectField name="tipo" label="Tipo" options={INTENCAO_TIPOS} />
        <TextField name="solicitante" label="Pedida por" maxLength={150} autoComplete="off" />
        <TextField name="contato" label="Contato (opcional)" maxLength={150} autoComplete="off" />
        <MaskedField
          name="oferta_centavos"
          label="Oferta (opcional)"
          hint={`Até ${formatCents(MAX_OFERTA_CENTAVOS)}; o tesoureiro confirma o recebimento.`}
          mask={MONEY_MASK}
          inputMode="decimal"
        />
        <SelectField name="forma" label="Forma" options={INTENCAO_FORMAS} />
      </div>
      {collective && (
        <div className="field">
          <label className="check">
            <input type="checkbox" {...form.register('consentimento')} aria-invalid={!!form.formState.errors.consentimento || undefined} />
            Quem pediu consente que sua oferta se junte a outras numa missa coletiva, anunciada com local e horário (decreto Mos iugiter)
          </label>
          {form.formState.errors.consentimento && (
            <p className="field-error" role="alert">
              {String(form.formState.errors.consentimento.message)}
            </p>
          )}
        </div>
      )}
      <div className="form-actions">
        <SubmitButton busy={form.formState.isSubmitting}>Registrar intenção</SubmitButton>
      </div>
    </Form>
  );
}
