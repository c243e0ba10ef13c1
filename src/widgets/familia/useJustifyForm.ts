import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { FAMILIA_MSG, JustificativaBody } from '../../shared/schemas/familia';
import { useJustify } from './queries';

interface Values {
  texto: string;
}

/** The justification of one absence of one child: the text, sent to the class's catechist; `onSent` closes the form. */
export function useJustifyForm(registerId: number, encontroId: number, onSent: () => void) {
  const form = useSchemaForm<Values>(JustificativaBody.pick({ texto: true }), { texto: '' });
  const justify = useJustify();
  const { onSubmit, failure } = useFormSubmit(
    form,
    ({ texto }: Values) => justify.mutateAsync(JustificativaBody.parse({ encontro_id: encontroId, register_id: registerId, texto })),
    {
      failed: FAMILIA_MSG.justifyFailed,
      aliases: { encontro_id: 'texto' },
      onSaved(message) {
        toast.success(message);
        onSent();
      },
    },
  );
  return { form, onSubmit, failure, sending: justify.isPending };
}
