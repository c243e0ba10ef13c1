import { formatSize } from '../../../core/format';
import { TEXT } from '../text';
import type { UploadItem } from '../upload-queue';

const STATUS_TEXT = { queued: TEXT.queued, pending: TEXT.sending, ok: TEXT.done } as const;

/** Recent uploads: each with its progress bar and 'Enviando...', 'Concluído' or the error. */
export function UploadStatusList({ items, onClear }: { items: UploadItem[]; onClear: () => void }) {
  if (!items.length) return null;
  const finished = items.some((i) => i.status === 'ok' || i.status === 'erro');
  return (
    <section className="uploads" aria-label="Envios recentes" part="uploads">
      <ul>
        {items.map((item) => {
          const percent = Math.round(item.progress * 100);
          return (
            <li key={item.id} className={`upload upload-${item.status}`}>
              <div className="upload-head">
                <span className="upload-name">{item.name}</span>
                <span className="muted">{formatSize(item.size)}</span>
              </div>
              <div className="progress" role="progressbar" aria-label={`Envio de ${item.name}`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                <span style={{ width: `${item.status === 'erro' ? 100 : percent}%` }} />
              </div>
              <p className="upload-status" role={item.status === 'erro' ? 'alert' : undefined}>
                {item.status === 'erro' ? item.error : STATUS_TEXT[item.status]}
                {item.status === 'pending' && ` ${percent}%`}
              </p>
            </li>
          );
        })}
      </ul>
      {finished && (
        <button type="button" className="btn btn-small" onClick={onClear}>
          Limpar concluídos
        </button>
      )}
    </section>
  );
}
