/**
 * Readers for the public elements' answers, checked by hand rather than with zod/mini (its chunk is
 * about 7 KB gzip, a quarter of an element's budget, for a few flat objects). Each element's api.test.ts
 * keeps its reader in step with the shared schema the server answers with.
 */
import { unexpectedAnswer } from './errors';

export type Json = Record<string, unknown>;
type Read<T> = (body: Json, field: string) => T;

export function object(value: unknown, field: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw unexpectedAnswer(field);
  return value as Json;
}

export function list(value: unknown, field: string): unknown[] {
  if (!Array.isArray(value)) throw unexpectedAnswer(field);
  return value;
}

export function check<T>(ok: boolean, value: unknown, field: string): T {
  if (!ok) throw unexpectedAnswer(field);
  return value as T;
}

export const text: Read<string> = (body, field) => check(typeof body[field] === 'string', body[field], field);
export const int: Read<number> = (body, field) => check(Number.isInteger(body[field]), body[field], field);
export const bool: Read<boolean> = (body, field) => check(typeof body[field] === 'boolean', body[field], field);
/** `read` unless the field is null. */
export const nullable = <T>(body: Json, field: string, read: Read<T>): T | null => (body[field] === null ? null : read(body, field));
/** `read` unless the field is absent. */
export const optional = <T>(body: Json, field: string, read: Read<T>): T | null => (body[field] === undefined ? null : read(body, field));
/** Reads each named field with its reader, in order: `fields(body, { nome: text, livro: int })`. */
export function fields<R extends Record<string, Read<unknown>>>(body: Json, readers: R): { [K in keyof R]: ReturnType<R[K]> } {
  return Object.fromEntries(Object.entries(readers).map(([field, read]) => [field, read(body, field)])) as { [K in keyof R]: ReturnType<R[K]> };
}
