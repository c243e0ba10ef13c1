import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../../core/api/errors';
import { useListController } from '../../../core/list';
import { RetentionUpdate } from '../../../shared/schemas/lgpd';
import { saveRetention } from './api';
import { dueQuery, lgpdKeys, retentionQuery } from './queries';

/** The registers whose time is up, 12 a page, inside the panel (not in the page's address). */
const DUE_LIST = { key: 'retention-due', filter: {}, perPage: 12, pageSizes: [12], inAddress: false };

/** The parish's retention setting (months, '' for none) with its save, and the registers due for anonymisation. */
export function useRetention() {
  const queryClient = useQueryClient();
  const setting = useQuery(retentionQuery());
  const [months, setMonths] = useState('');
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const due = useListController({ ...DUE_LIST, query: (state) => dueQuery(state.page, state.perPage) });

  useEffect(() => {
    if (setting.data !== undefined) setMonths(setting.data === null ? '' : String(setting.data));
  }, [setting.data]);

  const save = useMutation({
    mutationFn: (value: number | null) => saveRetention(value),
    onSuccess: async (text) => {
      setMessage({ kind: 'success', text: text ?? '' });
      due.setPage(1);
      await queryClient.invalidateQueries({ queryKey: lgpdKeys.all });
    },
    onError: (error) => setMessage({ kind: 'error', text: errorText(error) }),
  });

  function submit() {
    const parsed = RetentionUpdate.safeParse({ retention_months: months.trim() });
    if (!parsed.success) return setMessage({ kind: 'error', text: parsed.error.issues[0].message });
    setMessage(null);
    save.mutate(parsed.data.retention_months);
  }

  return {
    months,
    setMonths,
    submit,
    saving: save.isPending,
    message,
    loadError: setting.error ? errorText(setting.error) : null,
    /** null: no period set, so nothing is due. */
    period: setting.data,
    due,
  };
}
