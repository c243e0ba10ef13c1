import { usePublicForm } from '../../core/form/usePublicForm';
import { sendResposta } from './api';

/** The family's reply to the office, sent from the follow-up page; `onSent` reloads the page to show it. */
export const useRespostaForm = (segredo: string, onSent: () => void) =>
  usePublicForm(async (body) => {
    await sendResposta(segredo, String(body.get('texto') ?? ''));
    onSent();
    return true;
  }, 'Não foi possível enviar a mensagem. Tente novamente.');
