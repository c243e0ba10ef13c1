import type { ReactNode } from 'react';
import { formatSize } from '../../../core/format';
import type { RegisterAttachment } from '../../../shared/schemas/registers';
import { portalUrl } from '../api';
import { typeLabel } from '../attachment-files';

/** What a register without attachments shows. */
export const NO_ATTACHMENTS = <p className="muted">Nenhum anexo.</p>;

/** A register's stored attachments: name, type and size, 'Abrir', and `action` (Baixar on the sheet, Remover in the form). */
export function AttachmentList({ items, action }: { items: RegisterAttachment[]; action(a: RegisterAttachment): ReactNode }) {
  return (
    <ul className="reg-files">
      {items.map((a) => (
        <li key={a.id}>
          <span className="reg-file-name">{a.original_name}</span>
          <span className="muted">
            {typeLabel(a.mime_type)} · {formatSize(a.size_bytes)}
          </span>
          <span className="reg-file-actions">
            <a className="btn btn-small" href={portalUrl(a.url)} target="_blank" rel="noopener noreferrer">
              Abrir<span className="sr-only"> {a.original_name}</span>
            </a>
            {action(a)}
          </span>
        </li>
      ))}
    </ul>
  );
}
