import { ApiError, errorText } from '../../core/api/errors';
import { toast } from '../../core/ui';
import { CancelarBody, CelebrarBody, EnviadaBody } from '../../shared/schemas/casamentos';
import { useCancelar, useCelebrar, useHabilitar as useHabilitarMutation, useLetterSent } from './queries';
import { TEXT } from './text';
import { useActionForm } from './useActionForm';

/** A refusal's own sentence: habilitar's 422 lists what is missing under `errors.faltando` too, which is no field of a form. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status === 422 && typeof (error.body as { message?: unknown } | null)?.message === 'string'
    ? (error.body as { message: string }).message
    : errorText(error, TEXT.actionFailed);

/** 'Habilitar': refused, the server says what is still missing (a document, a permission, the banns), in a toast. */
export function useHabilitar(id: number) {
  const mutation = useHabilitarMutation(id);
  return {
    busy: mutation.isPending,
    run: () =>
      mutation.mutate(undefined, {
        onSuccess: (answer) => toast.success(answer.message ?? TEXT.habilitado),
        onError: (error) => toast.error(refusal(error)),
      }),
  };
}

export function useCancelForm(id: number, onDone: () => void) {
  const cancel = useCancelar(id);
  return useActionForm(CancelarBody, { motivo: '' }, cancel.mutateAsync, onDone);
}

/** 'Registrar celebração': the day it was actually celebrated (the planned one first). */
export function useCelebrarForm(id: number, planned: string | null) {
  const celebrate = useCelebrar(id);
  return useActionForm(CelebrarBody, { data: planned ?? '' }, celebrate.mutateAsync);
}

/** The day the letter to a baptism parish outside the portal was sent. */
export function useLetterSentForm(id: number, conjuge: 1 | 2, today: string, onDone: () => void) {
  const sent = useLetterSent(id);
  return useActionForm(EnviadaBody, { data: today }, ({ data }: { data: string }) => sent.mutateAsync({ conjuge, data }), onDone);
}
