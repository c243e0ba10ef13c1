import { formatDateTime } from '../../../core/format';
import type { Column } from '../../../core/list';
import { IMPORT_KINDS, IMPORT_STATES, type ImportSummary } from '../../../shared/schemas/imports';

const count = (n: number | null) => (n === null ? '—' : n.toLocaleString('pt-BR'));
const BADGE: Record<ImportSummary['estado'], string> = {
  enviada: 'badge-warn',
  validada: 'badge-warn',
  importando: 'badge-warn',
  importada: 'badge-ok',
  desfeita: 'badge-off',
  cancelada: 'badge-off',
  expirada: 'badge-off',
};

export interface ImportActions {
  onResume: (row: ImportSummary) => void;
  onUndo: (row: ImportSummary) => void;
}

/** The imports list's columns: the file names its row; a waiting import is taken up again or cancelled, an imported one undone. */
export function importColumns(timeZone: string, actions: ImportActions): Column<ImportSummary>[] {
  return [
    { id: 'arquivo', header: 'Arquivo', rowHeader: true, className: 'import-file-name', cell: (r) => r.arquivo },
    { id: 'tipo', header: 'Tipo', cell: (r) => IMPORT_KINDS[r.tipo] },
    { id: 'enviada', header: 'Enviada', cell: (r) => `${formatDateTime(r.criada_em, timeZone)} por ${r.criada_por}` },
    { id: 'linhas', header: 'Linhas', className: 'num', cell: (r) => count(r.linhas) },
    { id: 'importadas', header: 'Importadas', className: 'num', cell: (r) => count(r.importadas) },
    { id: 'recusadas', header: 'Recusadas', className: 'num', cell: (r) => count(r.recusadas) },
    { id: 'estado', header: 'Situação', cell: (r) => <span className={`badge ${BADGE[r.estado]}`}>{IMPORT_STATES[r.estado]}</span> },
    {
      id: 'acoes',
      header: 'Ações',
      cell: (r) => {
        const waiting = r.estado === 'enviada' || r.estado === 'validada';
        // A waiting import is cancelled, an imported one undone: the same request, the same confirmation.
        const undo = waiting ? 'Cancelar' : r.estado === 'importada' ? 'Desfazer' : null;
        return (
          <span className="row-actions">
            {waiting && (
              <button type="button" className="btn btn-small" onClick={() => actions.onResume(r)} aria-label={`Continuar a importação de ${r.arquivo}`}>
                Continuar
              </button>
            )}
            {undo && (
              <button
                type="button"
                className="btn btn-small btn-danger-outline"
                onClick={() => actions.onUndo(r)}
                aria-label={`${undo} a importação de ${r.arquivo}`}
              >
                {undo}
              </button>
            )}
          </span>
        );
      },
    },
  ];
}
