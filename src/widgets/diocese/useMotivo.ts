import { useState } from 'react';
import { serverFieldErrors, useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import { MotivoBody } from '../../shared/schemas/diocese';
import { useGiveMotivo } from './queries';
import { DIOCESE_TEXT } from './text';

/** The reason this browser tab gave for the session (the server keeps it with the session; the tab only remembers not to ask again). */
const KEY = 'sacra-diocese-motivo';
const remembered = () => globalThis.sessionStorage?.getItem(KEY) ?? null;

/**
 * The chancery's reason for reading the parishes' books, asked once per session: given here, it goes to the server
 * (every read after it is logged with it in the parish's access log). A search the server refuses for want of a
 * reason (a new session) asks again.
 */
export function useMotivo() {
  const [motivo, setMotivo] = useState(remembered);
  const form = useSchemaForm<{ motivo: string }>(MotivoBody, { motivo: '' });
  const give = useGiveMotivo();
  const submit = useFormSubmit(form, give.mutateAsync, {
    failed: DIOCESE_TEXT.motivoFailed,
    onSaved(saved, values) {
      const text = values.motivo.trim();
      sessionStorage.setItem(KEY, text);
      setMotivo(text);
      toast.success(saved.message ?? DIOCESE_TEXT.motivoGiven);
    },
  });
  function change() {
    sessionStorage.removeItem(KEY);
    form.reset({ motivo: motivo ?? '' });
    setMotivo(null);
  }
  return { given: motivo, form, ...submit, change };
}

/** A search the server refused for want of a reason (the session it was given in has ended). */
export const motivoRefused = (error: unknown) => 'motivo' in serverFieldErrors(error);
