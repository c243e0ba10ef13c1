import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../core/api/errors';
import { Form, SelectField, TextField, placeServerErrors, useSchemaForm, SubmitButton } from '../../../core/form';
import { Banner, toast } from '../../../core/ui';
import { TransferenciaBody } from '../../../shared/schemas/agenda';
import { z } from '../../../shared/schemas/zod';
import { transferIntencoes } from '../api';
import { refreshAgenda } from '../queries';
import { parseMassValue, useMassChoices } from '../useMassChoices';

interface Values {
  destino: string;
  motivo: string;
}

/**
 * 'Transferir para outra missa': every intention of the Mass shown moves to the Mass chosen, each
 * requester told through the contact they left. Needed before the Mass is ended or its rule changed.
 */
export function TransferForm({ celebracaoId, data, onMoved }: { celebracaoId: number; data: string; onMoved: (celebracaoId: number, day: string) => void }) {
  const queryClient = useQueryClient();
  const schema = z.preprocess(
    (v) => ({ celebracao_id: celebracaoId, data, motivo: (v as Values).motivo, ...parseMassValue((v as Values).destino) }),
    TransferenciaBody,
  );
  const form = useSchemaForm<Values>(schema, { destino: '', motivo: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const choices = useMassChoices({ celebracaoId, day: data });

  async function onSubmit(v: Values) {
    setFailure(null);
    try {
      const target = parseMassValue(v.destino);
      toast.success(
        await transferIntencoes({
          celebracao_id: celebracaoId,
          data,
          motivo: v.motivo || undefined,
          destino_data: target.destino_data!,
          destino_celebracao_id: target.destino_celebracao_id,
        }),
      );
      await refreshAgenda(queryClient);
      onMoved(target.destino_celebracao_id ?? celebracaoId, target.destino_data!);
    } catch (error) {
      placeServerErrors(form, error, { aliases: { destino_data: 'destino', destino_celebracao_id: 'destino' } });
      setFailure(errorText(error, 'Falha ao transferir as intenções'));
    }
  }

  return (
    <details className="transfer">
      <summary>Transferir estas intenções para outra missa</summary>
      <Form form={form} onSubmit={onSubmit} className="form" aria-label="Transferir as intenções">
        {failure && <Banner kind="error">{failure}</Banner>}
        <div className="field-row">
          <SelectField name="destino" label="Missa que recebe as intenções" empty="Selecione..." options={choices} />
          <TextField name="motivo" label="Motivo (opcional)" maxLength={200} />
        </div>
        <div className="form-actions">
          <SubmitButton busy={form.formState.isSubmitting}>Transferir</SubmitButton>
        </div>
      </Form>
    </details>
  );
}
