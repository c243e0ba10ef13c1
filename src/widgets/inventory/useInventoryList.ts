import { emit } from '../../core/elements/events';
import { useListController } from '../../core/list';
import { useSession } from '../../core/session/useSession';
import { useFlash } from '../../core/ui/FlashBanner';
import { can } from '../../shared/roles';
import { INVENTORY_MSG } from '../../shared/schemas/inventory';
import { FLASH_KEY } from './flash';
import { ITEM_LIST, itemsQuery } from './list-params';
import { listQuery, useCategories, useCommunities, useDeleteItem, useInventoryStats } from './queries';

/**
 * The list screen: the list (search from 2 characters, category, community, page size), the summary and
 * the filters' choices, and deletion with its banner. The parish sent along is the session's.
 */
export function useInventoryList(container?: HTMLElement | ShadowRoot) {
  const user = useSession((s) => s.user);
  const paroquiaId = user?.paroquia?.id;
  const list = useListController({ ...ITEM_LIST, query: (state) => listQuery(itemsQuery(state, paroquiaId)) });
  const stats = useInventoryStats(paroquiaId);
  const categories = useCategories();
  const communities = useCommunities();

  const [banner, setBanner] = useFlash(FLASH_KEY);
  const deletion = useDeleteItem(paroquiaId, {
    deleted: INVENTORY_MSG.deleted,
    report: (kind, text) => setBanner({ kind, text }),
    deletedEvent: (item) => emit(container, 'sacra-inventory-item-deleted', { id: item.i_id }),
  });

  return {
    canWrite: can(user, 'inventoryWrite'),
    list,
    categories: categories.data ?? [],
    communities: communities.data ?? [],
    stats,
    banner,
    dismissBanner: () => setBanner(null),
    deletion,
  };
}

export type InventoryListController = ReturnType<typeof useInventoryList>;
