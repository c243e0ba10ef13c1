import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useListController } from '../../core/list';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';
import { REGISTER_MSG, type RegisterSummary } from '../../shared/schemas/registers';
import { deleteRegister, exportUrl } from './api';
import { bannersFrom, REGISTER_LIST, withoutBanner, type Banners } from './list-params';
import { listQuery, refreshAfterWrite, registerKeys } from './queries';

/**
 * The list screen: the list (search from 2 characters, the choices, city and neighbourhood, page size),
 * the CSV of what it shows, the banners handed over in the address, the sheet to open and deletion.
 */
export function useRegisterList() {
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const list = useListController({ ...REGISTER_LIST, query: listQuery });

  const [banners, setBanners] = useState<Banners>(() => bannersFrom(location.search));
  function closeBanner(which: keyof Banners) {
    setBanners((b) => ({ ...b, [which]: null }));
    // Taken from the address: a reload must not show it again.
    if (new URLSearchParams(location.search).has(which)) history.replaceState(history.state, '', withoutBanner(location.href, which));
  }

  const [sheetId, setSheetId] = useState<number | null>(null);
  const deletion = useConfirmedDelete<RegisterSummary>({
    remove: (r) => deleteRegister(r.id),
    settled: async (r) => {
      queryClient.removeQueries({ queryKey: registerKeys.detail(r.id) });
      await refreshAfterWrite(queryClient);
    },
    deleted: REGISTER_MSG.deleted,
    report: (kind, text) => setBanners(kind === 'success' ? { success: text, error: null } : { success: null, error: text }),
  });

  return {
    list,
    exportHref: can(user, 'registersExport') ? exportUrl(list.state.filter) : null,
    banners,
    closeBanner,
    sheetId,
    openSheet: setSheetId,
    closeSheet: () => setSheetId(null),
    deletion,
  };
}
