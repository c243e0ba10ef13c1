import { useId } from 'react';
import { EmptyState, ErrorState, Spinner } from '../../../core/ui';
import { PROTOCOL_MSG, PROTOCOL_STATUS } from '../../../shared/schemas/protocols';
import { Pager } from '../../../core/ui/Pager';
import { ProtocolDetailModal } from '../components/ProtocolDetailModal';
import { ProtocolGrid } from '../components/ProtocolCard';
import { useParishProtocolsController } from '../useProtocolsController';
import type { ViewProps } from './MineView';

const DECISIONS: Array<{ status: 1 | 2 | 3; label: string; className: string }> = [
  { status: 1, label: 'Aprovar', className: 'btn btn-primary' },
  { status: 2, label: 'Rejeitar', className: 'btn btn-danger' },
  { status: 3, label: 'Cancelar protocolo', className: 'btn' },
];

/** /protocolos (roles 1 and 111): every protocol of the parish, pending first, and the decision on each. */
export function ParishView({ timeZone }: ViewProps) {
  const c = useParishProtocolsController();
  const id = useId();
  const opened = c.detail.opened;
  const data = c.list.data;
  return (
    <section className="protocols" part="base">
      <header className="page-head">
        <h1>Protocolos da paróquia</h1>
        <div className="field filter">
          <label htmlFor={id}>Status</label>
          <select id={id} value={c.status ?? ''} onChange={(e) => c.setStatus(e.target.value === '' ? undefined : Number(e.target.value))}>
            <option value="">Todos</option>
            {Object.entries(PROTOCOL_STATUS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </header>

      {c.list.isPending ? (
        <Spinner label="Carregando protocolos..." />
      ) : c.list.error || !data ? (
        <ErrorState text={PROTOCOL_MSG.loadFailed} onRetry={() => void c.list.refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState title="Nenhum protocolo encontrado." />
      ) : (
        <>
          <ProtocolGrid items={data.items} timeZone={timeZone} showOwner onOpen={c.detail.open} />
          <Pager page={data.page} lastPage={data.lastPage} total={data.total} onPage={c.setPage} />
        </>
      )}

      <ProtocolDetailModal
        protocol={opened}
        timeZone={timeZone}
        showOwner
        onClose={c.detail.close}
        actions={
          opened?.status === 0
            ? DECISIONS.map((d) => (
                <button key={d.status} type="button" className={d.className} disabled={c.deciding} onClick={() => void c.decide(d.status)}>
                  {d.label}
                </button>
              ))
            : undefined
        }
      />
    </section>
  );
}
