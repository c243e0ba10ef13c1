import { errorText } from '../../core/api/errors';

/** A failed call's text: the spec's line for the step, then the server's reason after a dash (spec section 8, Generic). */
export function failureText(error: unknown, line: string): string {
  const detail = errorText(error, '');
  return detail && detail !== line ? `${line} - ${detail}` : line;
}
