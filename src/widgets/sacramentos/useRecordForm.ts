import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../core/api/errors';
import { navigate } from '../../core/elements/events';
import { placeServerErrors, useFillOnce, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { SACRAMENTO_BODIES, SACRAMENTOS_MSG, type SacramentoTipo } from '../../shared/schemas/sacramentos';
import { saveRecord } from './api';
import { emptyValues, valuesOf, type RecordValues } from './form-values';
import { recordQuery, refreshAll } from './queries';
import { pathTo } from '../../core/paths';

/**
 * A record's form, new (`id` null: POST) or a correction (PUT, the record loaded first): checked with the
 * kind's shared schema, the server's 422 placed under the fields; saved, it opens the record.
 */
export function useRecordForm(tipo: SacramentoTipo, id: number | null, container?: HTMLElement | ShadowRoot) {
  const queryClient = useQueryClient();
  const record = useQuery({ ...recordQuery(tipo, id ?? 0), enabled: id !== null });
  const form = useSchemaForm<RecordValues>(SACRAMENTO_BODIES[tipo], emptyValues(tipo));
  useFillOnce(form, record.data, valuesOf);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(values: RecordValues) {
    setFailure(null);
    try {
      const saved = await saveRecord(tipo, id, values);
      await refreshAll(queryClient);
      toast.success(saved.message ?? (id ? SACRAMENTOS_MSG.updated : SACRAMENTOS_MSG.created));
      navigate(container, pathTo('/sacramentos/{tipo}/{id}', { tipo, id: saved.data.id }));
    } catch (error) {
      const placed = placeServerErrors(form, error);
      setFailure(placed.length ? 'Confira os campos indicados.' : errorText(error, 'Falha ao salvar o registro'));
    }
  }

  return { form, record, failure, onSubmit };
}
