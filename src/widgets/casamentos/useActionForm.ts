import type { FieldValues } from 'react-hook-form';
import { useFormSubmit, useSchemaForm } from '../../core/form';
import { toast } from '../../core/ui';
import type { z } from '../../shared/schemas/zod';
import { TEXT } from './text';

/**
 * A small form of the file or the office (a reason, a date, a grant): checked with the shared schema, sent by
 * `save` (a mutation of queries.ts); saved, the server's message in a toast and `onDone` (close the dialog).
 */
export function useActionForm<V extends FieldValues, R extends { message?: string }>(
  schema: z.ZodType,
  values: V,
  save: (values: V) => Promise<R>,
  onDone?: (answer: R) => void,
) {
  const form = useSchemaForm<V>(schema, values);
  const submit = useFormSubmit(form, save, {
    failed: TEXT.actionFailed,
    onSaved: (answer) => {
      if (answer.message) toast.success(answer.message);
      onDone?.(answer);
    },
  });
  return { form, onSubmit: submit.onSubmit, failure: submit.failure };
}
