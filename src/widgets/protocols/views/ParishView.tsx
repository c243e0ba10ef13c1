import { ListFilters, ListFrame, SelectFilter } from '../../../core/list';
import { PROTOCOL_MSG, PROTOCOL_STATUS } from '../../../shared/schemas/protocols';
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
  const opened = c.detail.opened;
  return (
    <section className="protocols list-view" part="base">
      <header className="page-head">
        <h1>Protocolos da paróquia</h1>
        <ListFilters label="Filtrar protocolos" className="filter">
          <SelectFilter list={c.list} name="status" label="Status" all="Todos" options={PROTOCOL_STATUS} />
        </ListFilters>
      </header>

      <ListFrame list={c.list} failed={PROTOCOL_MSG.loadFailed} loading="Carregando protocolos..." empty="Nenhum protocolo encontrado.">
        <ProtocolGrid items={c.list.data?.items ?? []} timeZone={timeZone} showOwner onOpen={c.detail.open} />
      </ListFrame>

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
