import { navigate } from '../../core/elements/events';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { pathTo } from '../../core/paths';
import { toast } from '../../core/ui';
import { CasamentoBody, type Casamento } from '../../shared/schemas/casamentos';
import { emptyValues, valuesOf, type CasamentoValues } from './form-values';
import { useSaveCasamento } from './queries';
import { TEXT } from './text';

/**
 * The file's data, new (POST, then its page opens) or changed (PUT, on the Dados tab): checked with the shared
 * schema; a 422 (a time taken on the calendar, a register of another parish) goes under its field.
 */
export function useCasamentoForm(casamento: Casamento | null, container?: HTMLElement | ShadowRoot) {
  const form = useSchemaForm<CasamentoValues>(CasamentoBody, casamento ? valuesOf(casamento) : emptyValues());
  const save = useSaveCasamento(casamento?.id ?? null);
  const submit = useFormSubmit(form, save.mutateAsync, {
    failed: TEXT.saveFailed,
    onSaved: (saved) => {
      toast.success(saved.message ?? (casamento ? TEXT.updated : TEXT.created));
      if (!casamento) navigate(container, pathTo('/casamentos/{id}', { id: saved.data.id }));
      else form.reset(valuesOf(saved.data));
    },
  });
  return { form, onSubmit: submit.onSubmit, failure: submit.failure };
}
