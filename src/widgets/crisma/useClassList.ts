import { useQueryClient } from '@tanstack/react-query';
import { emit } from '../../core/elements/events';
import { useLocalListController } from '../../core/list';
import { useConfirmedDelete } from '../../core/query/useConfirmedDelete';
import { useSession } from '../../core/session/useSession';
import { toast } from '../../core/ui';
import { can } from '../../shared/roles';
import { CRISMA_MSG, type CrismaClass } from '../../shared/schemas/catechesis';
import { deleteClass } from './api';
import { CLASS_LIST, classRows } from './class-list';
import { classListQuery, crismaKeys } from './queries';

/** The class list screen: every class of the parish fetched once and listed by the browser, and deletion after the dialog. */
export function useClassList(container?: HTMLElement | ShadowRoot) {
  const canWrite = can(useSession((s) => s.user), 'crismaWrite');
  const queryClient = useQueryClient();
  const list = useLocalListController({ ...CLASS_LIST, query: classListQuery(), rows: classRows });
  const deletion = useConfirmedDelete<CrismaClass>({
    remove: (c) => deleteClass(c.id),
    settled: (c) => {
      queryClient.removeQueries({ queryKey: crismaKeys.class(c.id) });
      queryClient.removeQueries({ queryKey: crismaKeys.students(c.id) });
      return queryClient.invalidateQueries({ queryKey: crismaKeys.classList() });
    },
    deleted: CRISMA_MSG.classDeleted,
    report: (kind, text) => toast[kind](text),
    deletedEvent: (c) => emit(container, 'sacra-crisma-class-deleted', { id: c.id }),
  });
  return { canWrite, list, deletion };
}
