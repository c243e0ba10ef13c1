import { DataFrame, fromQuery } from '../../../core/data';
import { displayTimeZone, formatDateTime } from '../../../core/format';
import { useSession } from '../../../core/session/useSession';
import { ConfirmDialog, PageHead } from '../../../core/ui';
import type { MesCaixa } from '../../../shared/schemas/caixa';
import { apiUrl, formatCents, month } from '../format';
import { useMonths } from '../queries';
import { CAIXA_TEXT } from '../text';
import { useCaixaAccess } from '../useCaixaAccess';
import { useMonthActions } from '../useMonthActions';

/**
 * /caixa/meses: each month of the books, open or closed, with its closing balances per holder. Closing carries
 * them forward and the month takes no more entries; reopening (roles 1 and 111) asks a reason, logged and shown
 * under the month with who closed or reopened it and when.
 */
export function MonthsView() {
  const months = useMonths();
  const access = useCaixaAccess();
  const m = useMonthActions();
  const zone = displayTimeZone(useSession((s) => s.user?.timezone));
  return (
    <section className="page" aria-labelledby="months-title">
      <PageHead id="months-title" title={CAIXA_TEXT.monthsTitle} />
      <p className="muted">Feche os meses em ordem. Um mês fechado não recebe lançamentos: correções entram no mês aberto, com referência.</p>
      <DataFrame state={fromQuery(months)} loading="Carregando meses..." failed="Falha ao carregar os meses" empty={CAIXA_TEXT.monthsEmpty}>
        {(list) => (
          <ul className="statement-lines">
            {list.map((mes) => (
              <MonthItem key={mes.mes} mes={mes} zone={zone} access={access} m={m} />
            ))}
          </ul>
        )}
      </DataFrame>
      <ConfirmDialog
        open={m.toClose !== null}
        title="Fechar mês"
        busy={m.closing}
        confirmLabel="Fechar mês"
        onCancel={() => m.askClose(null)}
        onConfirm={() => void m.close()}
        message={m.toClose && <p>Fechar {month(m.toClose)}? Os saldos de cada portador passam para o mês seguinte e o mês não recebe mais lançamentos.</p>}
      />
      <ConfirmDialog
        open={m.toReopen !== null}
        title="Reabrir mês"
        danger
        busy={m.reopening}
        confirmLabel="Reabrir"
        onCancel={() => m.askReopen(null)}
        onConfirm={() => void m.reopen()}
        message={
          <>
            <p>Reabrir {m.toReopen && month(m.toReopen)}? A reabertura fica registrada com o motivo.</p>
            <div className="field">
              <label htmlFor="reopen-reason">Motivo da reabertura</label>
              <textarea
                id="reopen-reason"
                value={m.reason}
                onChange={(e) => m.type(e.target.value)}
                maxLength={500}
                rows={2}
                aria-invalid={m.reasonError ? true : undefined}
                aria-describedby={m.reasonError ? 'reopen-reason-error' : undefined}
              />
              {m.reasonError && (
                <p id="reopen-reason-error" className="field-error">
                  {m.reasonError}
                </p>
              )}
            </div>
          </>
        }
      />
    </section>
  );
}

interface MonthItemProps {
  mes: MesCaixa;
  zone: string;
  access: ReturnType<typeof useCaixaAccess>;
  m: ReturnType<typeof useMonthActions>;
}

/** A month: open or closed, its log (who closed or reopened it, when, why), its carried balances and its actions. */
function MonthItem({ mes, zone, access, m }: MonthItemProps) {
  const name = month(mes.mes);
  return (
    <li>
      <h2 className="month-name">
        {name} {mes.fechado ? <span className="badge badge-off">Fechado</span> : <span className="badge badge-ok">Aberto</span>}
      </h2>
      {mes.historico.length > 0 && (
        <ul className="month-log muted small" aria-label={`Histórico de ${name}`}>
          {mes.historico.map((e) => (
            <li key={`${e.acao}-${e.em}`}>
              {e.acao === 'fechar' ? 'Fechado' : 'Reaberto'} em {formatDateTime(e.em, zone)}
              {e.por ? ` por ${e.por}` : ''}
              {e.motivo ? `. Motivo: ${e.motivo}` : ''}
            </li>
          ))}
        </ul>
      )}
      {mes.saldos.length > 0 && (
        <ul className="report-list">
          {mes.saldos.map((s) => (
            <li key={s.portador_id}>
              {s.nome}: <strong>{formatCents(s.saldo_centavos)}</strong>
            </li>
          ))}
        </ul>
      )}
      <p className="line-actions">
        <a className="btn btn-small" href={apiUrl('/api/caixa/relatorios/balancete', { mes: mes.mes, formato: 'pdf' })} download>
          Balancete {name} (PDF)
        </a>
        {!mes.fechado && access.canWrite && (
          <button type="button" className="btn btn-small btn-primary" onClick={() => m.askClose(mes.mes)}>
            Fechar {name}
          </button>
        )}
        {mes.fechado && access.canReopen && (
          <button type="button" className="btn btn-small btn-danger-outline" onClick={() => m.askReopen(mes.mes)}>
            Reabrir {name}
          </button>
        )}
      </p>
    </li>
  );
}
