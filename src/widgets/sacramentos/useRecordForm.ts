import { navigate } from '../../core/elements/events';
import { useFillOnce, useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { SACRAMENTO_BODIES, SACRAMENTOS_MSG, type SacramentoTipo } from '../../shared/schemas/sacramentos';
import { formFailure } from './form-failure';
import { emptyValues, valuesOf, type RecordValues } from './form-values';
import { useRecord, useSaveRecord } from './queries';
import { pathTo } from '../../core/paths';

/**
 * A record's form, new (`id` null: POST) or a correction (PUT, the record loaded first): checked with the
 * kind's shared schema, the server's 422 placed under the fields; saved, it opens the record.
 */
export function useRecordForm(tipo: SacramentoTipo, id: number | null, container?: HTMLElement | ShadowRoot) {
  const record = useRecord(tipo, id);
  const form = useSchemaForm<RecordValues>(SACRAMENTO_BODIES[tipo], emptyValues(tipo));
  useFillOnce(form, record.data ?? undefined, valuesOf);
  const save = useSaveRecord(tipo, id);
  const submit = useFormSubmit(form, save.mutateAsync, {
    failed: 'Falha ao salvar o registro',
    failureText: formFailure('Falha ao salvar o registro'),
    onSaved: (saved) => {
      toast.success(saved.message ?? (id ? SACRAMENTOS_MSG.updated : SACRAMENTOS_MSG.created));
      navigate(container, pathTo('/sacramentos/{tipo}/{id}', { tipo, id: saved.data.id }));
    },
  });
  return { form, record, failure: submit.failure, onSubmit: submit.onSubmit };
}
