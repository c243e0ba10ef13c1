import { formatDate } from '../../../core/format';
import type { Protocol } from '../../../shared/schemas/protocols';
import { StatusBadge } from './StatusBadge';

export interface ProtocolCardProps {
  protocol: Protocol;
  timeZone: string;
  showOwner?: boolean;
  onOpen: (p: Protocol) => void;
}

/** One card of the grid; the whole card opens the detail. */
function ProtocolCard({ protocol, timeZone, showOwner, onOpen }: ProtocolCardProps) {
  const files = protocol.files.length;
  return (
    <li className="protocol-card" part="card">
      <button type="button" className="protocol-open" onClick={() => onOpen(protocol)}>
        <span className="protocol-head">
          <span className="protocol-code">Protocolo {protocol.code}</span>
          <StatusBadge status={protocol.status} />
        </span>
        <span className="protocol-desc">{protocol.description}</span>
        <span className="protocol-meta muted">
          {showOwner && <span>{protocol.owner_name} · </span>}
          Enviado em {formatDate(protocol.created_at, { timeZone })} · {files === 1 ? '1 anexo' : `${files} anexos`}
        </span>
      </button>
    </li>
  );
}

export function ProtocolGrid(props: Omit<ProtocolCardProps, 'protocol'> & { items: Protocol[] }) {
  const { items, ...rest } = props;
  return (
    <ul className="protocol-grid" aria-label="Protocolos">
      {items.map((p) => (
        <ProtocolCard key={p.id} protocol={p} {...rest} />
      ))}
    </ul>
  );
}
