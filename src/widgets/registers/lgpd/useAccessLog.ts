import { useQuery } from '@tanstack/react-query';
import { useListController } from '../../../core/list';
import { LOG_LIST, logQuery } from './api';
import { accessLogQuery, logUsersQuery } from './queries';

/** The access log of one register, or of the parish (registerId null, with the users for the per-user filter). */
export function useAccessLog(registerId: number | null) {
  const list = useListController({ ...LOG_LIST, query: (state) => accessLogQuery(registerId, logQuery(state)) });
  const users = useQuery({ ...logUsersQuery(), enabled: registerId === null });
  return { list, users: users.data ?? [] };
}
