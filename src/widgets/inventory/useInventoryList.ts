import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../core/api/errors';
import { emit } from '../../core/elements/events';
import { useListController } from '../../core/list';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { useSession } from '../../core/session/useSession';
import { useFlash } from '../../core/ui/FlashBanner';
import { can } from '../../shared/roles';
import { INVENTORY_MSG, type InventoryItem } from '../../shared/schemas/inventory';
import { deleteItem } from './api';
import { FLASH_KEY } from './flash';
import { ITEM_LIST, itemsQuery, topCommunities } from './list-params';
import { categoriesQuery, communitiesQuery, inventoryKeys, listQuery, refreshAfterWrite, statsQuery } from './queries';

/**
 * The list screen: the list (search from 2 characters, category, community, page size), the summary and
 * the filters' choices, and deletion with its banner. The parish sent along is the session's.
 */
export function useInventoryList(container?: HTMLElement | ShadowRoot) {
  const user = useSession((s) => s.user);
  const paroquiaId = user?.paroquia?.id;
  const queryClient = useQueryClient();
  const list = useListController({ ...ITEM_LIST, query: (state) => listQuery(itemsQuery(state, paroquiaId)) });
  const stats = useQuery(statsQuery(paroquiaId));
  const categories = useQuery(categoriesQuery());
  const communities = useQuery(communitiesQuery());

  const [banner, setBanner] = useFlash(FLASH_KEY);
  const deletion = useConfirmedDelete<InventoryItem>({
    remove: (item) => deleteItem(item.i_id),
    settled: async (item) => {
      queryClient.removeQueries({ queryKey: inventoryKeys.item(item.i_id) });
      await refreshAfterWrite(queryClient, paroquiaId);
    },
    deleted: INVENTORY_MSG.deleted,
    report: (kind, text) => setBanner({ kind, text }),
    deletedEvent: (item) => emit(container, 'sacra-inventory-item-deleted', { id: item.i_id }),
  });

  return {
    canWrite: can(user, 'inventoryWrite'),
    list,
    categories: categories.data ?? [],
    communities: communities.data ?? [],
    summary: {
      stats: stats.data,
      top: topCommunities(stats.data),
      loading: stats.isPending,
      error: stats.isError && !stats.data ? errorText(stats.error, 'Falha ao carregar o resumo') : null,
    },
    banner,
    dismissBanner: () => setBanner(null),
    deletion,
  };
}

export type InventoryListController = ReturnType<typeof useInventoryList>;
