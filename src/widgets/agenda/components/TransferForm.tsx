import { Form, SelectField, TextField, useFormSubmit, useSchemaForm, SubmitButton } from '../../../core/form';
import { Banner, toast } from '../../../core/ui';
import { TransferenciaBody } from '../../../shared/schemas/agenda';
import { z } from '../../../shared/schemas/zod';
import { useTransferIntencoes } from '../queries';
import { MASS_ALIASES, parseMassValue, useMassChoices } from '../useMassChoices';

interface Values {
  destino: string;
  motivo: string;
}

/**
 * 'Transferir para outra missa': every intention of the Mass shown moves to the Mass chosen, each
 * requester told through the contact they left. Needed before the Mass is ended or its rule changed.
 */
export function TransferForm({ celebracaoId, data, onMoved }: { celebracaoId: number; data: string; onMoved: (celebracaoId: number, day: string) => void }) {
  const schema = z.preprocess(
    (v) => ({ celebracao_id: celebracaoId, data, motivo: (v as Values).motivo, ...parseMassValue((v as Values).destino) }),
    TransferenciaBody,
  );
  const form = useSchemaForm<Values>(schema, { destino: '', motivo: '' });
  const choices = useMassChoices({ celebracaoId, day: data });
  const transfer = useTransferIntencoes();
  const { onSubmit, failure } = useFormSubmit(
    form,
    (v: Values) => {
      const target = parseMassValue(v.destino);
      return transfer.mutateAsync({
        celebracao_id: celebracaoId,
        data,
        motivo: v.motivo || undefined,
        destino_data: target.destino_data!,
        destino_celebracao_id: target.destino_celebracao_id,
      });
    },
    {
      failed: 'Falha ao transferir as intenções',
      aliases: MASS_ALIASES,
      onSaved: (message, v) => {
        const target = parseMassValue(v.destino);
        toast.success(message);
        onMoved(target.destino_celebracao_id ?? celebracaoId, target.destino_data!);
      },
    },
  );

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
