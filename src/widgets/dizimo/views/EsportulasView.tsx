import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../core/api/errors';
import { DataTable, ListFilters, ListFrame, PageSizeField, SelectFilter, useListController, type Column, type ListQuery, type Page } from '../../../core/list';
import { ConfirmDialog, EmptyState, toast } from '../../../core/ui';
import { AGENDA_MSG, INTENCAO_FORMAS, OFERTA_ESTADOS, type Esportula } from '../../../shared/schemas/agenda';
import { METHODS } from '../../../shared/schemas/dizimo';
import { reverseContribution } from '../api';
import { confirmEsportula, esportulasQuery } from '../esportulas';
import { apiUrl, day, formatCents } from '../format';
import { refreshAll } from '../queries';

const ESPORTULA_LIST = { key: 'esportulas', filter: { estado: '' }, perPage: 20, pageSizes: [20, 50, 100] };
type WithPending = Page<Esportula> & { pendentes: number };

function columns(onConfirm: (e: Esportula) => void, onReverse: (e: Esportula) => void): Column<Esportula>[] {
  return [
    { id: 'missa', header: 'Missa', rowHeader: true, cell: (e) => `${day(e.data)} ${e.hora} — ${e.missa}, ${e.ent_name}` },
    { id: 'solicitante', header: 'Pedida por', cell: (e) => e.solicitante },
    { id: 'forma', header: 'Forma', cell: (e) => INTENCAO_FORMAS[e.forma] },
    { id: 'valor', header: 'Oferta', className: 'num', cell: (e) => formatCents(e.oferta_centavos) },
    {
      id: 'estado',
      header: 'Situação',
      cell: (e) => <span className={`badge badge-${e.estado === 'confirmada' ? 'ok' : 'warn'}`}>{OFERTA_ESTADOS[e.estado]}</span>,
    },
    { id: 'registrada', header: 'Registrada por', cell: (e) => e.registrada_por ?? '—' },
    {
      id: 'acoes',
      header: 'Ações',
      cell: (e) => (
        <span className="row-actions">
          {e.estado === 'pendente' && (
            <button type="button" className="btn btn-small btn-primary" onClick={() => onConfirm(e)} aria-label={`Confirmar a oferta de ${e.solicitante}`}>
              Confirmar
            </button>
          )}
          {e.recibo_numero && (
            <a className="btn btn-small" href={apiUrl(`/api/agenda/esportulas/${e.id}/recibo`)} download aria-label={`Recibo ${e.recibo_numero}`}>
              Recibo
            </a>
          )}
          {e.estado === 'confirmada' && (
            <button type="button" className="btn btn-small btn-danger-outline" onClick={() => onReverse(e)} aria-label={`Estornar recibo ${e.recibo_numero}`}>
              Estornar
            </button>
          )}
        </span>
      ),
    },
  ];
}

/**
 * /dizimo/esportulas: the offerings the office took with Mass intentions, pending first. The treasurer
 * confirms the money (booked in the stipends' account, apart from the tithe, with a receipt) or reverses
 * a booked one.
 */
export function EsportulasView() {
  const queryClient = useQueryClient();
  const list = useListController({
    ...ESPORTULA_LIST,
    query: ({ filter, page, perPage }) =>
      esportulasQuery({ estado: filter.estado || undefined, page, limit: perPage }) as unknown as ListQuery<Page<Esportula>>,
  });
  const pending = (list.data as WithPending | undefined)?.pendentes;
  const [confirming, setConfirming] = useState<Esportula | null>(null);
  const [metodo, setMetodo] = useState('dinheiro');
  const [reversing, setReversing] = useState<Esportula | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<{ message?: string }>, failed: string, done: () => void) {
    setBusy(true);
    try {
      toast.success((await action()).message ?? '');
      done();
      await refreshAll(queryClient);
    } catch (error) {
      toast.error(errorText(error, failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="page list-view" aria-labelledby="esportulas-title">
      <header className="page-head">
        <h1 id="esportulas-title">Espórtulas de missa</h1>
      </header>
      <p className="muted small">
        Ofertas recebidas com as intenções de missa: ficam fora do dízimo, no caixa das espórtulas, depois que o tesoureiro confirma o recebimento.
      </p>
      <ListFilters label="Filtros das espórtulas" clear={list}>
        <SelectFilter list={list} name="estado" label="Situação" all="Todas" options={Object.entries(OFERTA_ESTADOS)} />
        <PageSizeField list={list} />
      </ListFilters>
      {pending !== undefined && (
        <p className="totals" role="status">
          Aguardando confirmação: <strong>{formatCents(pending)}</strong>
        </p>
      )}
      <ListFrame
        list={list}
        failed="Falha ao carregar as espórtulas"
        loading="Carregando espórtulas..."
        empty={<EmptyState title={AGENDA_MSG.esportulasEmpty} />}
      >
        <DataTable
          list={list}
          columns={columns(
            (e) => (setMetodo('dinheiro'), setConfirming(e)),
            (e) => (setReason(''), setReversing(e)),
          )}
          rowKey={(e) => e.id}
          caption="Espórtulas de missa"
        />
      </ListFrame>

      <ConfirmDialog
        open={confirming !== null}
        title="Confirmar o recebimento"
        busy={busy}
        confirmLabel="Confirmar recebimento"
        onCancel={() => setConfirming(null)}
        onConfirm={() =>
          confirming &&
          void run(
            () => confirmEsportula(confirming.id, metodo),
            'Falha ao confirmar',
            () => setConfirming(null),
          )
        }
        message={
          <>
            <p>
              {confirming && `${formatCents(confirming.oferta_centavos)} de ${confirming.solicitante}`}: lançada no caixa das espórtulas, com recibo em seu
              nome.
            </p>
            <div className="field">
              <label htmlFor="esportula-metodo">Forma de pagamento</label>
              <select id="esportula-metodo" value={metodo} onChange={(e) => setMetodo(e.target.value)}>
                {Object.entries(METHODS).map(([value, text]) => (
                  <option key={value} value={value}>
                    {text}
                  </option>
                ))}
              </select>
            </div>
          </>
        }
      />
      <ConfirmDialog
        open={reversing !== null}
        title="Estornar espórtula"
        danger
        busy={busy}
        confirmLabel="Estornar"
        onCancel={() => setReversing(null)}
        onConfirm={() =>
          reversing?.contribuicao_id &&
          void run(
            () => reverseContribution(reversing.contribuicao_id!, reason),
            'Falha ao estornar',
            () => setReversing(null),
          )
        }
        message={
          <>
            <p>O recibo {reversing?.recibo_numero} recebe um lançamento oposto no caixa das espórtulas; nada é apagado.</p>
            <div className="field">
              <label htmlFor="esportula-motivo">Motivo do estorno</label>
              <textarea id="esportula-motivo" value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} rows={2} />
            </div>
          </>
        }
      />
    </section>
  );
}
