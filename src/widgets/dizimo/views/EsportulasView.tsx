import { DataTable, ListFilters, ListFrame, PageSizeField, SelectFilter, useListController, type Column, type ListQuery, type Page } from '../../../core/list';
import { ConfirmDialog, EmptyState } from '../../../core/ui';
import { AGENDA_MSG, INTENCAO_FORMAS, OFERTA_ESTADOS, type Esportula } from '../../../shared/schemas/agenda';
import { METHODS } from '../../../shared/schemas/dizimo';
import { apiUrl, day, formatCents } from '../format';
import { esportulasQuery } from '../queries';
import { useEsportulaConfirm } from '../useEsportulaConfirm';
import { useReversal } from '../useReversal';

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
  const list = useListController({
    ...ESPORTULA_LIST,
    query: ({ filter, page, perPage }) =>
      esportulasQuery({ estado: filter.estado || undefined, page, limit: perPage }) as unknown as ListQuery<Page<Esportula>>,
  });
  const pending = (list.data as WithPending | undefined)?.pendentes;
  const confirmation = useEsportulaConfirm();
  const { confirming } = confirmation;
  const reversal = useReversal((e: Esportula) => e.contribuicao_id ?? null);
  const { reversing, reasonError } = reversal;

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
        <DataTable list={list} columns={columns(confirmation.open, reversal.open)} rowKey={(e) => e.id} caption="Espórtulas de missa" />
      </ListFrame>

      <ConfirmDialog
        open={confirming !== null}
        title="Confirmar o recebimento"
        busy={confirmation.busy}
        confirmLabel="Confirmar recebimento"
        onCancel={confirmation.cancel}
        onConfirm={() => void confirmation.confirm()}
        message={
          <>
            <p>
              {confirming && `${formatCents(confirming.oferta_centavos)} de ${confirming.solicitante}`}: lançada no caixa das espórtulas, com recibo em seu
              nome.
            </p>
            <div className="field">
              <label htmlFor="esportula-metodo">Forma de pagamento</label>
              <select id="esportula-metodo" value={confirmation.metodo} onChange={(e) => confirmation.setMetodo(e.target.value)}>
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
        busy={reversal.busy}
        confirmLabel="Estornar"
        onCancel={reversal.cancel}
        onConfirm={() => void reversal.confirm()}
        message={
          <>
            <p>O recibo {reversing?.recibo_numero} recebe um lançamento oposto no caixa das espórtulas; nada é apagado.</p>
            <div className="field">
              <label htmlFor="esportula-motivo">Motivo do estorno</label>
              <textarea
                id="esportula-motivo"
                value={reversal.reason}
                onChange={(e) => reversal.type(e.target.value)}
                maxLength={500}
                rows={2}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? 'esportula-motivo-error' : undefined}
              />
              {reasonError && (
                <p id="esportula-motivo-error" className="field-error">
                  {reasonError}
                </p>
              )}
            </div>
          </>
        }
      />
    </section>
  );
}
