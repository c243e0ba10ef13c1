import { DataTable, ListFilters, ListFrame, PageSizeField, SelectFilter, type Column } from '../../../core/list';
import { ConfirmDialog, PageHead } from '../../../core/ui';
import { AGENDA_MSG, INTENCAO_FORMAS, OFERTA_ESTADOS, type Esportula } from '../../../shared/schemas/agenda';
import { METHODS } from '../../../shared/schemas/dizimo';
import { apiUrl, day, formatCents } from '../format';
import { useEsportulaList } from '../lists';
import { useEsportulaConfirm } from '../useEsportulaConfirm';
import { useContributionReversal } from '../useContributionReversal';
import { ReversalDialog } from '../../../core/reversal';

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
  const { list, pending } = useEsportulaList();
  const confirmation = useEsportulaConfirm();
  const { confirming } = confirmation;
  const reversal = useContributionReversal((e: Esportula) => e.contribuicao_id ?? null);

  return (
    <section className="page list-view" aria-labelledby="esportulas-title">
      <PageHead id="esportulas-title" title="Espórtulas de missa" />
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
      <ListFrame list={list} failed="Falha ao carregar as espórtulas" loading="Carregando espórtulas..." empty={AGENDA_MSG.esportulasEmpty}>
        <DataTable list={list} columns={columns(confirmation.open, reversal.open)} caption="Espórtulas de missa" />
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
      <ReversalDialog
        reversal={reversal}
        title="Estornar espórtula"
        fieldId="esportula-motivo"
        message={(e) => <p>O recibo {e.recibo_numero} recebe um lançamento oposto no caixa das espórtulas; nada é apagado.</p>}
      />
    </section>
  );
}
