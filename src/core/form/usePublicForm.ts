import { useState, type FormEvent } from 'react';
import { serverFieldErrors, unplacedText } from './server-errors';

export interface PublicForm<R> {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  sending: boolean;
  /** A 422's first text of each field, by the field's name as the server and the form both write it. */
  errors: Record<string, string>;
  /** What no field shows: the form's banner. */
  failure: string | null;
  /** The answer of the send that worked. */
  done: R | null;
}

/**
 * A public element's form (no react-hook-form, no zod: a parish website downloads it): the browser checks what
 * the inputs declare (required, type, pattern), the form's own controls are sent as they are (a FormData, files
 * and all), and the server checks everything with the shared schema; its 422 texts go under the fields of the
 * same name, the first of them focused, as `useFormSubmit` does in the signed-in screens.
 */
export function usePublicForm<R>(send: (body: FormData) => Promise<R>, failed: string): PublicForm<R> {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<R | null>(null);

  async function submit(form: HTMLFormElement) {
    setSending(true);
    setFailure(null);
    try {
      setDone(await send(new FormData(form)));
      setErrors({});
    } catch (error) {
      const byField = serverFieldErrors(error);
      const controls = [...form.elements].filter((c): c is HTMLInputElement => 'name' in c && typeof c.name === 'string' && !!byField[c.name]);
      const placed = [...new Set(controls.map((c) => c.name))];
      setErrors(Object.fromEntries(placed.map((name) => [name, byField[name]])));
      setFailure(unplacedText(error, placed, failed));
      controls[0]?.focus();
    } finally {
      setSending(false);
    }
  }

  return {
    onSubmit: (event) => {
      event.preventDefault();
      if (!sending) void submit(event.currentTarget);
    },
    sending,
    errors,
    failure,
    done,
  };
}
