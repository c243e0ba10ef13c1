import { useSession } from '../../core/session/useSession';
import { useAttachments, useRegister } from './queries';
import { sheetRows } from './sheet';

/** One register's sheet: the register, its rows ready to show, and its attachments. */
export function useRegisterSheet(id: number) {
  const parish = useSession((s) => s.user?.paroquia?.name);
  const register = useRegister(id);
  const files = useAttachments(id);
  return { register, rows: register.data ? sheetRows(register.data, parish) : null, files };
}
