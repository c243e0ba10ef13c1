import { useWatch } from 'react-hook-form';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { PIX_LIMITS, PixSettingsBody, pixAbbreviation, pixText } from '../../shared/pix';
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
  const [beneficiario, cidade] = useWatch({ control: form.control, name: ['beneficiario', 'cidade'] });
  /** A name too long for the BR Code gets its abbreviation, taken with one click instead of retyped. */
  const abbreviation = (name: 'beneficiario' | 'cidade', value: string) => {
    const shown = pixText(value ?? '');
    if (!/[A-Za-z0-9]/.test(shown) || shown.length <= PIX_LIMITS[name]) return null;
    const text = pixAbbreviation(value, PIX_LIMITS[name]);
    return { text, use: () => form.setValue(name, text, { shouldValidate: true, shouldDirty: true }) };
  };
  return { form, onSubmit, abbreviations: { beneficiario: abbreviation('beneficiario', beneficiario), cidade: abbreviation('cidade', cidade) } };
}
