import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError, errorText } from '../api/errors';

/** The first text of each field in a validation answer ({ message, errors: { field: [text] } }); {} for anything else. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = error instanceof ApiError && error.body && typeof error.body === 'object' ? (error.body as { errors?: unknown }).errors : null;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, texts] of Object.entries(errors)) {
    const first = Array.isArray(texts) ? texts[0] : texts;
    if (typeof first === 'string' && first) out[field] = first;
  }
  return out;
}

/** The form's field names, nested groups by their dotted path ('conjuge1.nome'), in the form's order. */
export function fieldPaths(values: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(values).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype
      ? fieldPaths(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/**
 * Puts the server's field errors under the form's fields and focuses the first of them, in the form's
 * field order. `aliases` maps a name the server uses to the form's (category -> category_id); `files`
 * names fields shown outside the values (a photo), placed after them. Errors of fields the form does not
 * show are left to the caller's banner. Answers the fields placed.
 */
export function placeServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  { aliases = {}, files = [] }: { aliases?: Record<string, string>; files?: string[] } = {},
): string[] {
  const byField: Record<string, string> = {};
  for (const [name, text] of Object.entries(serverFieldErrors(error))) byField[aliases[name] ?? name] ??= text;
  const placed = [...fieldPaths(form.getValues()), ...files].filter((field) => byField[field]);
  placed.forEach((field, i) => form.setError(field as Path<V>, { type: 'server', message: byField[field] }, { shouldFocus: i === 0 }));
  return placed;
}

/**
 * What a form's banner or toast says of a failure once `placed` fields show their own texts: the texts
 * of the fields it does not show (never the field's name: 'Esta pessoa já é dizimista.', not
 * 'register_id: ...'), else the server's message or `fallback`; null when every text is under its field.
 */
export function unplacedText(error: unknown, placed: string[], fallback: string, aliases: Record<string, string> = {}): string | null {
  const left = Object.entries(serverFieldErrors(error))
    .filter(([name]) => !placed.includes(aliases[name] ?? name))
    .map(([, text]) => text);
  if (left.length) return [...new Set(left)].join(' ');
  return placed.length ? null : errorText(error, fallback);
}
