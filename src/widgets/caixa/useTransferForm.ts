import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { CAIXA_MSG, TransferenciaBody } from '../../shared/schemas/caixa';
import { useTransferMutation } from './queries';
import { CAIXA_TEXT } from './text';

interface Side {
  portador_id: string;
  valor_centavos: string;
}
export interface TransferValues {
  data: string;
  origem: Side;
  destino: Side;
  descricao: string;
}

/**
 * A transfer between two holders (the Sunday collection deposited in the bank): one entry with two sides,
 * what left and what arrived, which the shared schema requires to be equal.
 */
export function useTransferForm(today: string, onSaved: () => void) {
  const form = useSchemaForm<TransferValues>(TransferenciaBody, {
    data: today,
    origem: { portador_id: '', valor_centavos: '' },
    destino: { portador_id: '', valor_centavos: '' },
    descricao: '',
  });
  const transfer = useTransferMutation();
  const { onSubmit, failure } = useFormSubmit(form, (v: TransferValues) => transfer.mutateAsync({ ...v, descricao: v.descricao || undefined }), {
    failed: CAIXA_TEXT.transferFailed,
    onSaved(saved) {
      toast.success(saved.message ?? CAIXA_MSG.transferCreated);
      onSaved();
    },
  });
  return { form, onSubmit, failure };
}
