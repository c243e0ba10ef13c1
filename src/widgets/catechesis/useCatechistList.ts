import { emit } from '../../core/elements/events';
import { useListController } from '../../core/list';
import { CATECHIST_PAGE_SIZES } from '../../shared/schemas/catechesis';
import { catechistListQuery, useCommunities, useDeleteCatechist } from './queries';
import { useCanWrite, useSacrament } from './sacrament';

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
  const list = useListController({
    ...CATECHIST_LIST,
    key: `${s.slug}-catechists`,
    query: (state: Parameters<typeof catechistListQuery>[1]) => catechistListQuery(s, state),
  });
  const communities = useCommunities();
  const deletion = useDeleteCatechist((c) => emit(container, 'sacra-catechesis-catechist-deleted', { id: c.id, sacramento: s.slug }));
  return { canWrite: useCanWrite(), list, communities: communities.data ?? [], deletion };
}
