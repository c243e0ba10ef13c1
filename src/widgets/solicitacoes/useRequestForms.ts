import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { SOLICITACOES_MSG, SolicitacaoUpdateBody, type Solicitacao } from '../../shared/schemas/solicitacoes';
import { useUpdateSolicitacao } from './queries';

/** One PUT /api/solicitacoes/{id} as a dialog's form: the server's message as a toast, then the dialog closes. */
function useUpdateForm<V extends Record<string, string>>(s: Solicitacao, values: V, failed: string, onDone: () => void) {
  const update = useUpdateSolicitacao(s.id);
  // The shared schema the server parses with: a cancellation without its reason is refused under its field.
  const form = useSchemaForm(SolicitacaoUpdateBody, values);
  const submit = useFormSubmit(form, update.mutateAsync, {
    failed,
    onSaved: (answer) => {
      toast.success(answer.message ?? SOLICITACOES_MSG.updated);
      onDone();
    },
  });
  return { form, ...submit };
}

/** 'Cancelar solicitação': the reason goes to the family (e-mail and follow-up page). */
export const useCancelForm = (s: Solicitacao, onDone: () => void) => useUpdateForm(s, { estado: 'cancelado', resposta: '' }, 'Falha ao cancelar', onDone);

/** 'Mudar data ou turma': another baptism date or course session with free places (the current ones first picked). */
export const useRemarcarForm = (s: Solicitacao, onDone: () => void) =>
  useUpdateForm(s, { data_id: String(s.data?.id ?? ''), curso_id: String(s.curso?.id ?? '') }, 'Falha ao mudar a data', onDone);
