import { MSG } from '../shared/messages';

export type FieldErrors = Record<string, string[]>;

/**
 * A refusal with a Portuguese message, answered as `{ message, errors? }` by plugins/errors.ts.
 * Throw it from any handler or hook; everything else that escapes is a 5xx.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, MSG.notAuthenticated);
export const forbidden = (message: string = MSG.forbidden) => new HttpError(403, message);
export const notFound = () => new HttpError(404, MSG.notFound);

/** `value`, unless there is none: then the 404 `missing` makes (a missing row, or another parish's). */
export function found<T>(value: T | null | undefined, missing: () => HttpError = notFound): T {
  if (value === null || value === undefined) throw missing();
  return value;
}

/** 422 for one field, in the same shape as a schema failure. */
export const invalidField = (field: string, text: string, message: string = MSG.invalidData) => new HttpError(422, message, { [field]: [text] });
