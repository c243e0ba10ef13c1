import { formatDateTime, formatNumber, truncate } from '../../../core/format';
import { ATTACHMENT_NAME_MAX, NOTICES_MSG, type Notice } from '../../../shared/schemas/notices';
import { isScheduled, sentAt } from '../notice-rules';
import { ElementLink } from '../../../core/ui/ElementLink';
import { ImportanceBadge } from './ImportanceBadge';

export interface NoticeTableProps {
  notices: Notice[];
  timeZone: string;
  canWrite: boolean;
  container?: HTMLElement | ShadowRoot;
  onOpen: (notice: Notice) => void;
  onDelete: (notice: Notice) => void;
}

/** Título, Importância, Enviado em, Views, Anexo, Opções; on a narrow element each row becomes a card. */
export function NoticeTable({ notices, timeZone, canWrite, container, onOpen, onDelete }: NoticeTableProps) {
  return (
    <div className="table-wrap" part="table">
      <table className="notice-table">
        <caption className="sr-only">Avisos da paróquia</caption>
        <thead>
          <tr>
            <th scope="col">Título</th>
            <th scope="col">Importância</th>
            <th scope="col">Enviado em</th>
            <th scope="col">Views</th>
            <th scope="col">Anexo</th>
            <th scope="col">Opções</th>
          </tr>
        </thead>
        <tbody>
          {notices.map((notice) => (
            <tr key={notice.id} data-notice-id={notice.id}>
              <td data-label="Título" className="cell-title">
                <button type="button" className="link-button" onClick={() => onOpen(notice)}>
                  {notice.title}
                </button>
                {isScheduled(notice) && <span className="badge badge-scheduled">Agendado</span>}
              </td>
              <td data-label="Importância">
                <ImportanceBadge level={notice.level_importance} />
              </td>
              <td data-label="Enviado em">
                <time dateTime={sentAt(notice)}>{formatDateTime(sentAt(notice), timeZone)}</time>
              </td>
              <td data-label="Views" className="cell-number">
                {formatNumber(notice.views)}
              </td>
              <td data-label="Anexo">
                {notice.anexo ? (
                  <button type="button" className="link-button attachment-name" title={notice.anexo} aria-label={`Ver anexo ${notice.anexo}`} onClick={() => onOpen(notice)}>
                    {truncate(notice.anexo, ATTACHMENT_NAME_MAX)}
                  </button>
                ) : (
                  <span className="muted">{NOTICES_MSG.noAttachment}</span>
                )}
              </td>
              <td data-label="Opções" className="cell-actions">
                <button type="button" className="btn btn-small" aria-label={`Ver aviso ${notice.title}`} onClick={() => onOpen(notice)}>
                  Ver
                </button>
                {canWrite && (
                  <>
                    <ElementLink to={`/eventos/${notice.id}/editar`} container={container} className="btn btn-small" label={`Editar aviso ${notice.title}`}>
                      Editar
                    </ElementLink>
                    <button type="button" className="btn btn-small btn-danger-outline" aria-label={`Excluir aviso ${notice.title}`} onClick={() => onDelete(notice)}>
                      Excluir
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
