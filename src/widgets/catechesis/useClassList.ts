import { useQueryClient } from '@tanstack/react-query';
import { emit } from '../../core/elements/events';
import { useLocalListController } from '../../core/list';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { can } from '../../shared/roles';
import type { CrismaClass } from '../../shared/schemas/catechesis';
import { deleteClass } from './api';
import { CLASS_LIST, classRows } from './class-list';
import { catechesisKeys, classListQuery } from './queries';
import { useSacrament } from './sacrament';

/** The class list screen: every class of the parish fetched once and listed by the browser, and deletion after the dialog. */
export function useClassList(container?: HTMLElement | ShadowRoot) {
  const s = useSacrament();
  const keys = catechesisKeys(s);
  const canWrite = can(
    useSession((state) => state.user),
    s.write,
  );
  const queryClient = useQueryClient();
  const list = useLocalListController({ ...CLASS_LIST, key: `${s.slug}-classes`, query: classListQuery(s), rows: classRows });
  const deletion = useConfirmedDelete<CrismaClass>({
    remove: (c) => deleteClass(s, c.id),
    settled: (c) => {
      queryClient.removeQueries({ queryKey: keys.class(c.id) });
      queryClient.removeQueries({ queryKey: keys.students(c.id) });
      return queryClient.invalidateQueries({ queryKey: keys.classList() });
    },
    deleted: s.msg.classDeleted,
    report: (kind, text) => toast[kind](text),
    deletedEvent: (c) => emit(container, 'sacra-catechesis-class-deleted', { id: c.id, sacramento: s.slug }),
  });
  return { canWrite, list, deletion };
}
