import { useState } from 'react';
import { emit } from '../../core/elements/events';
import { useListController } from '../../core/list';
import { useSession } from '../../core/session/useSession';
import { can } from '../../shared/roles';
import { REGISTER_MSG } from '../../shared/schemas/registers';
import { exportUrl } from './api';
import { bannersFrom, REGISTER_LIST, withoutBanner, type Banners } from './list-params';
import { listQuery, useDeleteRegister } from './queries';

/**
 * The list screen: the list (search from 2 characters, the choices, city and neighbourhood, page size),
 * the CSV of what it shows, the banners handed over in the address, the sheet to open and deletion.
 */
export function useRegisterList(container?: HTMLElement | ShadowRoot) {
  const user = useSession((s) => s.user);
  const list = useListController({ ...REGISTER_LIST, query: listQuery });

  const [banners, setBanners] = useState<Banners>(() => bannersFrom(location.search));
  function closeBanner(which: keyof Banners) {
    setBanners((b) => ({ ...b, [which]: null }));
    // Taken from the address: a reload must not show it again.
    if (new URLSearchParams(location.search).has(which)) history.replaceState(history.state, '', withoutBanner(location.href, which));
  }

  const [sheetId, setSheetId] = useState<number | null>(null);
  const deletion = useDeleteRegister({
    deleted: REGISTER_MSG.deleted,
    report: (kind, text) => setBanners(kind === 'success' ? { success: text, error: null } : { success: null, error: text }),
    deletedEvent: (r) => emit(container, 'sacra-register-deleted', { id: r.id }),
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
