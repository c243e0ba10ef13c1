import { useState } from 'react';
import { useFillOnce, useFormSubmit, useSchemaForm } from '../../../core/form';
import { useListController } from '../../../core/list';
import { RetentionUpdate } from '../../../shared/schemas/lgpd';
import { dueQuery, useRetentionSetting, useSaveRetention } from './queries';

/** The registers whose time is up, 12 a page, inside the panel (not in the page's address). */
const DUE_LIST = { key: 'retention-due', filter: {}, perPage: 12, pageSizes: [12], inAddress: false };

interface RetentionValues {
  /** Months as typed; blank for none. */
  retention_months: string;
}
const valuesOf = (months: number | null): RetentionValues => ({ retention_months: months === null ? '' : String(months) });

/** The parish's retention setting (months, blank for none) as a form on the shared schema, and the registers due for anonymisation. */
export function useRetention() {
  const setting = useRetentionSetting();
  const form = useSchemaForm<RetentionValues>(RetentionUpdate, valuesOf(null));
  useFillOnce(form, setting.data, valuesOf);
  const [saved, setSaved] = useState<string | null>(null);
  const due = useListController({ ...DUE_LIST, query: (state) => dueQuery(state.page, state.perPage) });
  const save = useSaveRetention();
  const submit = useFormSubmit(
    form,
    (values: RetentionValues) => {
      setSaved(null);
      return save.mutateAsync(RetentionUpdate.parse(values).retention_months);
    },
    {
      failed: 'Falha ao salvar o prazo',
      onSaved: (text) => {
        setSaved(text ?? '');
        due.setPage(1);
      },
    },
  );

  return {
    setting,
    form,
    onSubmit: submit.onSubmit,
    saving: save.isPending,
    saved,
    failure: submit.failure,
    due,
  };
}
