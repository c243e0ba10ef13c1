import { DropZone, FieldFrame, FileButton } from '../../../core/form';
import { Options, UploadProgressBar } from '../../../core/ui';
import type { ImportKind } from '../../../shared/schemas/imports';
import { templateUrl } from '../api';
import type { ImportWizard } from '../useImportWizard';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The first step: what is imported, the templates of that kind, and the file (chosen or dropped). */
export function FileStep({ wizard: w }: { wizard: ImportWizard }) {
  return (
    <div className="import-file">
      <FieldFrame label="O que importar">
        {(control) => (
          <select {...control} value={w.tipo} onChange={(e) => w.setKind(e.target.value as ImportKind)} disabled={w.busy}>
            <Options choices={w.kinds} />
          </select>
        )}
      </FieldFrame>
      <p className="muted small">
        Modelos com as colunas esperadas:{' '}
        <a href={templateUrl(w.tipo, 'xlsx')} download>
          planilha (XLSX)
        </a>{' '}
        ou{' '}
        <a href={templateUrl(w.tipo, 'csv')} download>
          CSV
        </a>
        . Também servem as planilhas que a paróquia já tem: CSV (separado por ponto e vírgula, vírgula ou tabulação) ou XLSX, até 20 MB e 100.000 linhas, sem
        fórmulas nem macros.
      </p>
      <DropZone onFiles={(files) => void w.upload(files)} disabled={w.busy} data-testid="import-drop">
        <p className="muted">Arraste a planilha até aqui, ou</p>
        <FileButton label="Escolher planilha" accept={ACCEPT} disabled={w.busy} onFiles={(files) => void w.upload(files)} />
      </DropZone>
      <UploadProgressBar value={w.sent} label="Enviando a planilha..." />
    </div>
  );
}
