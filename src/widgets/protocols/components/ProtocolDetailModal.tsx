import type { ReactNode } from 'react';
import { formatDateTime } from '../../../core/format';
import { Modal } from '../../../core/ui';
import type { Protocol } from '../../../shared/schemas/protocols';
import { FileList } from './FileList';
import { StageTrack } from './StageTrack';
import { StatusBadge } from './StatusBadge';

export interface ProtocolDetailModalProps {
  protocol: Protocol | null;
  timeZone: string;
  onClose: () => void;
  showOwner?: boolean;
  /** What the viewer may do here (delete, attach, decide). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A protocol opened: its description, the three stages, its files, and the viewer's actions. */
export function ProtocolDetailModal({ protocol, timeZone, onClose, showOwner, actions, children }: ProtocolDetailModalProps) {
  if (!protocol) return null;
  return (
    <Modal open title={`Protocolo ${protocol.code}`} onClose={onClose} footer={actions}>
      <div className="protocol-detail">
        <p className="detail-line">
          <StatusBadge status={protocol.status} />
          <span className="muted">Enviado em {formatDateTime(protocol.created_at, timeZone)}</span>
        </p>
        {showOwner && (
          <p className="detail-line">
            <span className="muted">Solicitante:</span> {protocol.owner_name}
          </p>
        )}
        <h3>Descrição</h3>
        <p className="detail-description">{protocol.description}</p>
        <h3>Andamento</h3>
        <StageTrack protocol={protocol} timeZone={timeZone} />
        <h3>Arquivos</h3>
        <FileList files={protocol.files} />
        {children}
      </div>
    </Modal>
  );
}
