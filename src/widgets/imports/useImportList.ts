import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { useListController, type ListState } from '../../core/list';
import { toast } from '../../core/ui';
import type { ImportKind, ImportSummary } from '../../shared/schemas/imports';
import { listQuery, useUndoImport } from './queries';

const IMPORT_LIST = { key: 'importacoes', filter: { tipo: '' }, perPage: 10, pageSizes: [10, 20, 50] };
type ImportFilter = (typeof IMPORT_LIST)['filter'];

const queryOf = ({ filter, page, perPage }: ListState<ImportFilter>) => ({ tipo: (filter.tipo || undefined) as ImportKind | undefined, page, limit: perPage });

/** The parish's imports (list kit), and undoing one (or cancelling one still waiting) after a confirmation. */
export function useImportList() {
  const list = useListController({ ...IMPORT_LIST, query: (state) => listQuery(queryOf(state)) });
  const [undoing, setUndoing] = useState<ImportSummary | null>(null);
  const mutation = useUndoImport();
  async function confirmUndo() {
    if (!undoing) return;
    try {
      toast.success(await mutation.mutateAsync(undoing));
    } catch (error) {
      toast.error(errorText(error, 'Falha ao desfazer a importação'));
    }
    setUndoing(null);
  }
  return { list, undoing, askUndo: setUndoing, cancelUndo: () => setUndoing(null), confirmUndo, busy: mutation.isPending };
}
