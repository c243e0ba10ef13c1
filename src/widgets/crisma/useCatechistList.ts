import { useQuery, useQueryClient } from '@tanstack/react-query';
import { emit } from '../../core/elements/events';
import { useListController } from '../../core/list';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { can } from '../../shared/roles';
import { CATECHIST_PAGE_SIZES, CRISMA_MSG, type Catechist } from '../../shared/schemas/catechesis';
import { deleteCatechist } from './api';
import { catechistListQuery, communitiesQuery, crismaKeys } from './queries';

/** Name (300 ms after the last key), status and community; 12 a page. */
const CATECHIST_LIST = {
  key: 'crisma-catechists',
  filter: { q: '', status: '', ent_id: '' },
  typed: ['q'] as const,
  debounceMs: 300,
  perPage: 12,
  pageSizes: CATECHIST_PAGE_SIZES,
};

/** The catechist list screen: the list, the communities to filter by, and deletion after the dialog. */
export function useCatechistList(container?: HTMLElement | ShadowRoot) {
  const canWrite = can(useSession((s) => s.user), 'crismaWrite');
  const queryClient = useQueryClient();
  const list = useListController({ ...CATECHIST_LIST, query: catechistListQuery });
  const communities = useQuery(communitiesQuery());
  const deletion = useConfirmedDelete<Catechist>({
    remove: (c) => deleteCatechist(c.id),
    settled: (c) => {
      queryClient.removeQueries({ queryKey: crismaKeys.catechist(c.id) });
      return queryClient.invalidateQueries({ queryKey: crismaKeys.catechists() });
    },
    deleted: CRISMA_MSG.catechistDeleted,
    report: (kind, text) => toast[kind](text),
    deletedEvent: (c) => emit(container, 'sacra-crisma-catechist-deleted', { id: c.id }),
  });
  return { canWrite, list, communities: communities.data ?? [], deletion };
}
