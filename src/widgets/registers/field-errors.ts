import type { z } from '../../shared/schemas/zod';
import { ApiError } from '../../core/api/errors';

/** The first message of each field in a schema failure. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The field messages of a 422 answer ({ errors: { field: [text] } }), first of each. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [field, texts] of Object.entries(errors)) {
    const first = Array.isArray(texts) ? texts[0] : texts;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}
