import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { PixSettingsBody } from '../../shared/pix';
import { DIZIMO_MSG } from '../../shared/schemas/dizimo';
import type { PixAnswer } from './api';
import { toastUnplaced } from './failure-toast';
import { useSavePixMutation } from './queries';

export interface PixValues {
  tipo_chave: string;
  chave: string;
  beneficiario: string;
  cidade: string;
}

const EMPTY: PixValues = { tipo_chave: 'cnpj', chave: '', beneficiario: '', cidade: '' };

/** The parish's PIX key form, from the key saved (none yet: a CNPJ to type), checked by its type with the server's schema. */
export function usePixForm(saved: PixAnswer['data']) {
  const form = useSchemaForm<PixValues>(PixSettingsBody, saved ?? EMPTY);
  const save = useSavePixMutation();
  const { onSubmit } = useFormSubmit(form, (values: PixValues) => save.mutateAsync(values), {
    failed: 'Falha ao salvar',
    failureText: toastUnplaced('Falha ao salvar'),
    onSaved(answer) {
      toast.success(answer.message ?? DIZIMO_MSG.pixSaved);
    },
  });
  return { form, onSubmit };
}
