import { useQuery, useQueryClient } from '@tanstack/react-query';
import { emit } from '../../core/elements/events';
import { useListController } from '../../core/list';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { can } from '../../shared/roles';
import { CATECHIST_PAGE_SIZES, type Catechist } from '../../shared/schemas/catechesis';
import { deleteCatechist } from './api';
import { catechesisKeys, catechistListQuery, communitiesQuery } from './queries';
import { useSacrament } from './sacrament';

/** Name (300 ms after the last key), status and community; 12 a page. */
const CATECHIST_LIST = {
  filter: { q: '', status: '', ent_id: '' },
  typed: ['q'] as const,
  debounceMs: 300,
  perPage: 12,
  pageSizes: CATECHIST_PAGE_SIZES,
};

/** The catechist list screen: the list, the communities to filter by, and deletion after the dialog. */
export function useCatechistList(container?: HTMLElement | ShadowRoot) {
  const s = useSacrament();
  const keys = catechesisKeys(s);
  const canWrite = can(
    useSession((state) => state.user),
    s.write,
  );
  const queryClient = useQueryClient();
  const list = useListController({
    ...CATECHIST_LIST,
    key: `${s.slug}-catechists`,
    query: (state: Parameters<typeof catechistListQuery>[1]) => catechistListQuery(s, state),
  });
  const communities = useQuery(communitiesQuery());
  const deletion = useConfirmedDelete<Catechist>({
    remove: (c) => deleteCatechist(s, c.id),
    settled: (c) => {
      queryClient.removeQueries({ queryKey: keys.catechist(c.id) });
      return queryClient.invalidateQueries({ queryKey: keys.catechists() });
    },
    deleted: s.msg.catechistDeleted,
    report: (kind, text) => toast[kind](text),
    deletedEvent: (c) => emit(container, 'sacra-catechesis-catechist-deleted', { id: c.id, sacramento: s.slug }),
  });
  return { canWrite, list, communities: communities.data ?? [], deletion };
}
