import { useId } from 'react';
import { apiUrl } from '../../../core/api/url';
import { monthTitle } from '../../../core/calendar/dates';
import { DataFrame, fromQuery } from '../../../core/data';
import { useNow } from '../../../core/hooks/useNow';
import { pathTo } from '../../../core/paths';
import { useUser } from '../../../core/session/SignedIn';
import { ConfirmDialog, EmptyState } from '../../../core/ui';
import { ElementLink } from '../../../core/ui/ElementLink';
import { can } from '../../../shared/roles';
import { RosterGrid } from '../components/RosterGrid';
import { Spread } from '../components/Spread';
import { TEXT } from '../text';
import { useMonthGrid, type MonthGrid } from '../useMonthGrid';
import type { ViewProps } from './types';

/**
 * /escalas: one ministry's month. The coordinator builds it (cells, 'Preencher automaticamente'), publishes it,
 * prints it and marks who served; everyone else of the parish reads what was published.
 */
export function MonthView({ container }: ViewProps) {
  const grid = useMonthGrid();
  const coordinator = can(useUser(), 'escalasCoordinate');
  return (
    <section className="page month-view" aria-labelledby="month-title">
      <header className="page-head">
        <h1 id="month-title">{TEXT.monthTitle}</h1>
        <div className="head-actions">
          <ElementLink to={pathTo('/escalas/minha')} container={container} className="btn">
            {TEXT.mineTitle}
          </ElementLink>
          {coordinator && (
            <ElementLink to={pathTo('/escalas/ministerios')} container={container} className="btn">
              {TEXT.ministriesTitle}
            </ElementLink>
          )}
        </div>
      </header>
      <DataFrame state={fromQuery(grid.ministerios)} loading={TEXT.loadingMinistries} failed={TEXT.ministriesFailed} empty={TEXT.noMinistry}>
        {() => (
          <>
            <Controls grid={grid} container={container} />
            {grid.ministerio && <Month grid={grid} />}
          </>
        )}
      </DataFrame>
    </section>
  );
}

function Controls({ grid, container }: { grid: MonthGrid; container: ViewProps['container'] }) {
  const ministryId = useId();
  const monthId = useId();
  const m = grid.ministerio;
  return (
    <div className="card roster-controls">
      <div className="field-row">
        <div className="field">
          <label htmlFor={ministryId}>{TEXT.ministry}</label>
          <select id={ministryId} value={m?.id ?? ''} onChange={(e) => grid.choose(Number(e.target.value))}>
            {(grid.ministerios.data ?? []).map((x) => (
              <option key={x.id} value={x.id}>
                {x.nome}
              </option>
            ))}
          </select>
        </div>
        <div className="field month-field">
          <label htmlFor={monthId}>{TEXT.month}</label>
          <span className="month-nav">
            <button type="button" className="btn btn-small" aria-label={TEXT.previousMonth} onClick={grid.previous}>
              ‹
            </button>
            <input id={monthId} type="month" value={grid.mes} required onChange={(e) => e.target.value && grid.setMes(e.target.value)} />
            <button type="button" className="btn btn-small" aria-label={TEXT.nextMonth} onClick={grid.next}>
              ›
            </button>
          </span>
        </div>
      </div>
      {m?.pode_gerir && (
        <div className="head-actions">
          <button type="button" className="btn" onClick={() => void grid.autoFill()} disabled={grid.filling}>
            {grid.filling ? TEXT.filling : TEXT.autoFill}
          </button>
          <button type="button" className="btn btn-primary" onClick={grid.askPublish} disabled={grid.publishBusy}>
            {grid.publishBusy ? TEXT.publishing : TEXT.publish}
          </button>
          <a className="btn" href={apiUrl('/api/escalas/pdf', { ministerio_id: m.id, mes: grid.mes })} download>
            {TEXT.pdf}
          </a>
          <ElementLink to={pathTo('/escalas/ministerios/{id}/membros', { id: m.id })} container={container} className="btn">
            {TEXT.members}
          </ElementLink>
          <ElementLink to={pathTo('/escalas/ministerios/{id}/necessidades', { id: m.id })} container={container} className="btn">
            {TEXT.needs}
          </ElementLink>
        </div>
      )}
      <ConfirmDialog
        open={grid.publishing}
        title={`${TEXT.publish}: ${m?.nome ?? ''}, ${monthTitle(`${grid.mes}-01`)}`}
        message={TEXT.publishConfirm}
        confirmLabel={grid.publishBusy ? TEXT.publishing : TEXT.publish}
        busy={grid.publishBusy}
        onConfirm={() => void grid.confirmPublish()}
        onCancel={grid.cancelPublish}
      />
    </div>
  );
}

function Month({ grid }: { grid: MonthGrid }) {
  const now = useNow(60_000).getTime();
  return (
    <DataFrame
      state={fromQuery(grid.escala)}
      loading={TEXT.loadingRoster}
      failed={TEXT.rosterFailed}
      empty={<EmptyState title={TEXT.escalaEmpty} />}
      isEmpty={(e) => e.celebracoes.length === 0}
    >
      {(escala) => (
        <>
          <h2 className="month-heading">{`${escala.ministerio.nome} — ${monthTitle(`${grid.mes}-01`)}`}</h2>
          {!escala.ministerio.pode_gerir && <p className="muted">{TEXT.readOnly}</p>}
          <RosterGrid escala={escala} grid={grid} now={now} />
          {escala.ministerio.pode_gerir && <Spread membros={escala.membros} />}
        </>
      )}
    </DataFrame>
  );
}
