import { apiUrl } from '../../../core/api/url';
import { brDay, hourText, longDay, timeOf } from '../../../core/calendar/dates';
import { DataFrame, fromQuery } from '../../../core/data';
import { Form, MaskedField, MONEY_MASK, SelectField, TextAreaField, TextField, SubmitButton } from '../../../core/form';
import { FieldFrame } from '../../../core/form/FieldFrame';
import { Banner, DeleteDialog, EmptyState, toast } from '../../../core/ui';
import { formatCents } from '../../../shared/money';
import { AGENDA_MSG, INTENCAO_FORMAS, INTENCAO_TIPOS, MAX_OFERTA_CENTAVOS } from '../../../shared/schemas/agenda';
import { IntencaoItem } from '../components/IntencaoItem';
import { TransferForm } from '../components/TransferForm';
import { useDeleteIntencao } from '../queries';
import { describeRecurrence, parseRule } from '../recurrence';
import { useIntencoes } from '../useIntencoes';
import { useNewIntencao } from '../useNewIntencao';

/**
 * /agenda/intencoes: a Mass's intentions in the order they will be read. Roles 1, 111, 2 also see who
 * asked and the offering, print the celebrant's list and the month's book, move a Mass's intentions and
 * take new ones; the other members see what is read at Mass, health intentions left out.
 */
export function IntencoesView() {
  const s = useIntencoes();
  const { celebracao_id, data } = s.choice.state.filter;
  const chosen = s.celebracoes.data?.find((c) => c.id === s.celebracaoId);
  const occurrence = s.shown ? s.occurrenceOf(s.shown) : undefined;
  const deletion = useDeleteIntencao({
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
      <DataFrame state={fromQuery(s.celebracoes)} loading="Carregando as missas..." failed="Falha ao carregar as missas">
        {(masses) => (
          <>
            <form className="list-filters" role="search" aria-label="Escolha da missa" part="filters" onSubmit={(e) => e.preventDefault()}>
              <FieldFrame label="Missa">
                {(control) => (
                  <select
                    {...control}
                    value={celebracao_id}
                    onChange={(e) => (s.choice.setFilter('celebracao_id', e.target.value), s.choice.setFilter('data', ''))}
                  >
                    <option value="">Selecione...</option>
                    {masses.map((c) => (
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
                    <DataFrame
                      state={fromQuery(s.intencoes)}
                      loading="Carregando intenções..."
                      failed="Falha ao carregar as intenções"
                      empty={AGENDA_MSG.intencoesEmpty}
                    >
                      {(intencoes) => (
                        <ol className="intencoes">
                          {intencoes.map((i) => (
                            <IntencaoItem key={i.id} intencao={i} onDelete={s.canWriteIntencoes ? deletion.ask : undefined} />
                          ))}
                        </ol>
                      )}
                    </DataFrame>
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
          </>
        )}
      </DataFrame>
      <DeleteDialog deletion={deletion} title="Excluir intenção" message={(i) => `Excluir a intenção "${i.intencao}"?`} />
    </section>
  );
}

/** 'Nova intenção': for the date chosen, or the next available one when none is. */
function NewIntencao({ celebracaoId, data, onSaved }: { celebracaoId: number; data: string; onSaved: (day: string | undefined) => void }) {
  const { form, onSubmit, failure, avisos, collective } = useNewIntencao(celebracaoId, data, onSaved);
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
