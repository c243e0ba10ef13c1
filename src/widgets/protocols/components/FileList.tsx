import { getConfig } from '../../../core/config';
import { formatSize } from '../../../core/format';
import type { ProtocolFile } from '../../../shared/schemas/protocols';

/** The attached files: the name as sent, its size, a link to open or download it. */
export function FileList({ files }: { files: ProtocolFile[] }) {
  if (!files.length) return <p className="muted">Nenhum arquivo anexado.</p>;
  return (
    <ul className="file-list" aria-label="Arquivos anexados">
      {files.map((f) => (
        <li key={f.id}>
          <a href={`${getConfig().apiBase}${f.file_name}`} target="_blank" rel="noopener noreferrer">
            {f.original_name}
          </a>
          <span className="muted"> {formatSize(f.size_bytes)}</span>
        </li>
      ))}
    </ul>
  );
}
