import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../core/api/errors';
import { LGPD_MSG } from '../../../shared/schemas/lgpd';
import { NO_LOG_FILTERS, type LogFilters } from './api';
import { accessLogQuery, logUsersQuery } from './queries';

export const LOG_PAGE_SIZE = 20;

/** The access log of one register, or of the parish (registerId null, with the users for the per-user filter). */
export function useAccessLog(registerId: number | null) {
  const [filters, setFilters] = useState<LogFilters>(NO_LOG_FILTERS);
  const [page, setPage] = useState(1);
  const log = useQuery(accessLogQuery(registerId, filters, page, LOG_PAGE_SIZE));
  const users = useQuery({ ...logUsersQuery(), enabled: registerId === null });
  return {
    filters,
    setFilter: (key: keyof LogFilters, value: string) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
    page,
    setPage,
    data: log.data,
    loading: log.isPending,
    stale: log.isPlaceholderData,
    error: log.error ? errorText(log.error, LGPD_MSG.logFailed) : null,
    users: users.data ?? [],
  };
}
