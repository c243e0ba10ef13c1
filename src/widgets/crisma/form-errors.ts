import { ApiError, errorText } from '../../core/api/errors';

/** The screen's own message with what the server or network said after a dash, when they said anything. */
export function failureText(prefix: string, error: unknown): string {
  // A network failure has no body: its own message says what happened.
  const detail = error instanceof ApiError && error.status === 0 ? error.message : errorText(error, '');
  return detail && detail !== prefix ? `${prefix} - ${detail}` : prefix;
}
