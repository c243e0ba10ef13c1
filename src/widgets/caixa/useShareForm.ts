import { useFormSubmit, useSchemaForm, useFillOnce } from '../../core/form';
import { toast } from '../../core/ui';
import { CAIXA_MSG, RepasseBody, type Repasse } from '../../shared/schemas/caixa';
import { useSaveShareMutation, useShare } from './queries';
import { CAIXA_TEXT } from './text';

interface ShareValues {
  percentual: string;
  contas: string[];
}
const valuesOf = (r: Repasse): ShareValues => ({ percentual: String(r.percentual).replace('.', ','), contas: r.contas.map(String) });

/** The diocese's share: its percentage and the income accounts it applies to (the Mass stipends only if the parish says so). */
export function useShareForm() {
  const share = useShare();
  const form = useSchemaForm<ShareValues>(RepasseBody, { percentual: '', contas: [] });
  useFillOnce(form, share.data, valuesOf);
  const save = useSaveShareMutation();
  const submit = useFormSubmit(form, (v: ShareValues) => save.mutateAsync(v), {
    failed: CAIXA_TEXT.shareFailed,
    onSaved(saved) {
      toast.success(saved.message ?? CAIXA_MSG.repasseSaved);
    },
  });
  return { share, form, ...submit };
}
