import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { MinhasPreferenciasBody, type Membro } from '../../shared/schemas/escalas';
import { useSavePreferencias } from './queries';
import { TEXT } from './text';

interface Values {
  membro_id: number;
  preferencias: { vezes_por_mes: string; celebracoes_preferidas: string[]; familia: string };
}

/** The volunteer's own preferences in one ministry: times a month and preferred Masses. */
export function usePreferencesForm(membro: Membro) {
  const form = useSchemaForm<Values>(MinhasPreferenciasBody, {
    membro_id: membro.id,
    preferencias: {
      vezes_por_mes: membro.preferencias.vezes_por_mes ? String(membro.preferencias.vezes_por_mes) : '',
      celebracoes_preferidas: membro.preferencias.celebracoes_preferidas.map(String),
      familia: membro.preferencias.familia ?? '',
    },
  });
  const save = useSavePreferencias();
  const { onSubmit, failure } = useFormSubmit(form, (v: Values) => save.mutateAsync(MinhasPreferenciasBody.parse(v)), {
    failed: TEXT.preferencesSaveFailed,
    onSaved: (message) => void toast.success(message || TEXT.preferenciasSaved),
  });
  return { form, onSubmit, failure };
}
