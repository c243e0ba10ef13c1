import { emit } from '../../core/elements/events';
import { useLocalListController } from '../../core/list';
import { CLASS_LIST, classRows } from './class-list';
import { classListQuery, useDeleteClass } from './queries';
import { useCanWrite, useSacrament } from './sacrament';

/** The class list screen: every class of the parish fetched once and listed by the browser, and deletion after the dialog. */
export function useClassList(container?: HTMLElement | ShadowRoot) {
  const s = useSacrament();
  const list = useLocalListController({ ...CLASS_LIST, key: `${s.slug}-classes`, query: classListQuery(s), rows: classRows });
  const deletion = useDeleteClass((c) => emit(container, 'sacra-catechesis-class-deleted', { id: c.id, sacramento: s.slug }));
  return { canWrite: useCanWrite(), list, deletion };
}
