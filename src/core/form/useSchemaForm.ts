import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useRef } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import type { z } from '../../shared/schemas/zod';

/**
 * A form checked with a shared schema, the same one the server parses with: its messages are the
 * server's. The values stay as the inputs hold them (text) and are sent like that; the server parses
 * them again. Submitting checks every field and focuses the first at fault; after that, a field is
 * checked again as it changes.
 */
export function useSchemaForm<V extends FieldValues>(schema: z.ZodType, defaultValues: V): UseFormReturn<V> {
  return useForm<V>({
    // raw: the handler receives the values as typed, not the schema's output.
    resolver: zodResolver(schema as z.ZodType<FieldValues, FieldValues>, undefined, { raw: true }) as unknown as Resolver<V>,
    defaultValues: defaultValues as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
}

/**
 * Fills the form once from a loaded record (an edit screen): a background refetch later must not undo
 * what is being typed. Answers whether the form has been filled.
 */
export function useFillOnce<V extends FieldValues, T>(form: UseFormReturn<V>, data: T | undefined, toValues: (data: T) => V): boolean {
  const filled = useRef(false);
  // Before the browser paints: the form never shows its empty values once the data is here.
  useLayoutEffect(() => {
    if (data === undefined || filled.current) return;
    filled.current = true;
    form.reset(toValues(data));
  }, [data, form, toValues]);
  return data !== undefined;
}
