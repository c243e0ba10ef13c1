import { useQuery } from '@tanstack/react-query';
import { errorText } from '../../core/api/errors';
import { useSession } from '../../core/session/useSession';
import { attachmentsQuery, registerQuery } from './queries';
import { sheetRows } from './sheet';

/** One register's sheet: its rows ready to show, its attachments, and 'Erro: ...' texts for what failed. */
export function useRegisterSheet(id: number) {
  const parish = useSession((s) => s.user?.paroquia?.name);
  const register = useQuery(registerQuery(id));
  const files = useQuery(attachmentsQuery(id));
  return {
    loading: register.isPending,
    error: register.error && !register.data ? `Erro: ${errorText(register.error)}` : null,
    register: register.data,
    rows: register.data ? sheetRows(register.data, parish) : null,
    filesLoading: files.isPending,
    filesError: files.error ? `Erro: ${errorText(files.error)}` : null,
    files: files.data ?? [],
  };
}
