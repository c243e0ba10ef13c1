import { formatDateTime, formatNumber, truncate } from '../../../core/format';
import { RowActions, type Column } from '../../../core/list';
import { ATTACHMENT_NAME_MAX, NOTICES_MSG, type Notice } from '../../../shared/schemas/notices';
import { isScheduled, sentAt } from '../notice-rules';
import { ImportanceBadge } from './ImportanceBadge';
import { pathTo } from '../../../core/paths';

/** Título, Importância, Enviado em, Views, Anexo, Opções (Editar and Excluir for those who may write). */
export function noticeColumns(o: {
  timeZone: string;
  canWrite: boolean;
  container?: HTMLElement | ShadowRoot;
  onOpen: (n: Notice) => void;
  onDelete: (n: Notice) => void;
}): Column<Notice>[] {
  return [
    {
      id: 'title',
      header: 'Título',
      className: 'cell-title',
      cell: (notice) => (
        <>
          <button type="button" className="link-button" onClick={() => o.onOpen(notice)}>
            {notice.title}
          </button>
          {isScheduled(notice) && <span className="badge badge-warn badge-scheduled">Agendado</span>}
        </>
      ),
    },
    { id: 'importance', header: 'Importância', cell: (notice) => <ImportanceBadge level={notice.level_importance} /> },
    { id: 'sent', header: 'Enviado em', cell: (notice) => <time dateTime={sentAt(notice)}>{formatDateTime(sentAt(notice), o.timeZone)}</time> },
    { id: 'views', header: 'Views', className: 'cell-number', cell: (notice) => formatNumber(notice.views) },
    {
      id: 'attachment',
      header: 'Anexo',
      cell: (notice) =>
        notice.anexo ? (
          <button
            type="button"
            className="link-button attachment-name"
            title={notice.anexo}
            aria-label={`Ver anexo ${notice.anexo}`}
            onClick={() => o.onOpen(notice)}
          >
            {truncate(notice.anexo, ATTACHMENT_NAME_MAX)}
          </button>
        ) : (
          <span className="muted">{NOTICES_MSG.noAttachment}</span>
        ),
    },
    {
      id: 'options',
      header: 'Opções',
      cell: (notice) => (
        <RowActions
          name={`aviso ${notice.title}`}
          edit={o.canWrite ? pathTo('/eventos/{id}/editar', { id: notice.id }) : undefined}
          onDelete={o.canWrite ? () => o.onDelete(notice) : undefined}
          container={o.container}
        >
          <button type="button" className="btn btn-small" aria-label={`Ver aviso ${notice.title}`} onClick={() => o.onOpen(notice)}>
            Ver
          </button>
        </RowActions>
      ),
    },
  ];
}
