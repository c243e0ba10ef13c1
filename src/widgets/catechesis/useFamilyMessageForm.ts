import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { FAMILIA_MSG, MensagemFamiliasBody } from '../../shared/schemas/familia';
import { useFamilyMessages, useSendFamilyMessage } from './queries';

interface Values {
  assunto: string;
  texto: string;
}

/** 'Mensagem às famílias' on a class's screen: subject and text to every guardian linked to a student, and what was sent before. */
export function useFamilyMessageForm(classId: number) {
  const sent = useFamilyMessages(classId);
  const form = useSchemaForm<Values>(MensagemFamiliasBody, { assunto: '', texto: '' });
  const send = useSendFamilyMessage(classId);
  const { onSubmit, failure } = useFormSubmit(form, (values: Values) => send.mutateAsync(MensagemFamiliasBody.parse(values)), {
    failed: FAMILIA_MSG.sendFailed,
    onSaved(message) {
      toast.success(message);
      form.reset({ assunto: '', texto: '' });
    },
  });
  return { sent, form, onSubmit, failure, sending: send.isPending };
}
