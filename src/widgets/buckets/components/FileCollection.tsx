import { formatDateTime, formatSize } from '../../../core/format';
import type { BucketFile } from '../../../shared/schemas/buckets';
import { fileUrl } from '../api';
import type { FileLayout } from '../useBucketPage';

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;

/** The bucket's files as a grid of tiles or a list of rows, each with 'Abrir' and (for the creator) 'Excluir'. */
export function FileCollection(props: { files: BucketFile[]; layout: FileLayout; timeZone: string; canDelete: boolean; onDelete: (file: BucketFile) => void }) {
  const { files, layout, timeZone, canDelete, onDelete } = props;
  return (
    <ul className={`files files-${layout}`} aria-label="Arquivos" part="files">
      {files.map((file) => (
        <li key={file.id} className="file">
          {layout === 'grid' && (
            <div className="file-thumb" aria-hidden="true">
              {IMAGE.test(file.file_name) ? <img src={fileUrl(file)} alt="" loading="lazy" /> : <span>{extensionLabel(file.file_name)}</span>}
            </div>
          )}
          <div className="file-info">
            <span className="file-name" title={file.file_name}>
              {file.file_name}
            </span>
            <span className="muted file-meta">
              {formatSize(file.file_size)} · {formatDateTime(file.upload_date, timeZone)}
            </span>
          </div>
          <div className="file-actions">
            <a className="btn btn-small" href={fileUrl(file)} target="_blank" rel="noopener noreferrer" aria-label={`Abrir ${file.file_name}`}>
              Abrir
            </a>
            {canDelete && (
              <button type="button" className="btn btn-small btn-outline-danger" aria-label={`Excluir ${file.file_name}`} onClick={() => onDelete(file)}>
                Excluir
              </button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function extensionLabel(name: string): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1) : '';
  return /^[a-z0-9]{1,5}$/i.test(ext) ? ext.toUpperCase() : 'ARQ';
}
