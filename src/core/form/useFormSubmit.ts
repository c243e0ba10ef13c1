import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { placeServerErrors, unplacedText } from './server-errors';

export interface FormSubmitOptions<V, R> {
  /** The screen's line for a failure the server explains no further ('Falha ao criar lembrete'). */
  failed: string;
  /** What the form says of a failure once `placed` fields show their own texts (default: `unplacedText`); null says nothing. */
  failureText?: (error: unknown, placed: string[]) => string | null;
  /** Server field names that are another field in the form (category -> category_id). */
  aliases?: Record<string, string>;
  /** Fields outside the form's values (a photo), placed after them. */
  files?: string[];
  /** After a save that worked: the toast, the event, the next screen. */
  onSaved?: (result: R, values: V) => void | Promise<void>;
}

/**
 * A form's submit, the same in every form: `save` runs (a mutation from the module's queries.ts); a 422's
 * texts go under their fields, the first focused; what no field shows becomes `failure`, for the form's
 * banner. The values are the form's own; `save` turns them into the call's body.
 */
export function useFormSubmit<V extends FieldValues, R>(form: UseFormReturn<V>, save: (values: V) => Promise<R>, options: FormSubmitOptions<V, R>) {
  const [failure, setFailure] = useState<string | null>(null);
  const { failed, failureText, aliases, files, onSaved } = options;
  async function onSubmit(values: V): Promise<void> {
    setFailure(null);
    let result: R;
    try {
      result = await save(values);
    } catch (error) {
      const placed = placeServerErrors(form, error, { aliases, files });
      setFailure(failureText ? failureText(error, placed) : unplacedText(error, placed, failed, aliases));
      return;
    }
    await onSaved?.(result, values);
  }
  return { onSubmit, failure, dismissFailure: () => setFailure(null) };
}
