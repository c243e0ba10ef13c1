import { useListController } from '../../../core/list';
import { LOG_LIST, logQuery } from './api';
import { accessLogQuery, useLogUsers } from './queries';

/** The access log of one register, or of the parish (registerId null, with the users for the per-user filter). */
export function useAccessLog(registerId: number | null) {
  const list = useListController({ ...LOG_LIST, query: (state) => accessLogQuery(registerId, logQuery(state)) });
  const users = useLogUsers(registerId === null);
  return { list, users: users.data ?? [] };
}
