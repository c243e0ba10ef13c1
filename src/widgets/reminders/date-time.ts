import { formatOffsetDateTime } from '../../shared/schemas/reminders';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A datetime-local value ('2026-03-01T09:00', the browser's wall clock) as the API's data_hora:
 * the same wall time with the browser's offset at that moment ('2026-03-01T09:00:00-03:00').
 * Null when empty or not a time that exists here (a time skipped by a daylight-saving change).
 */
export function localInputToOffset(value: string): string | null {
  const m = LOCAL_INPUT.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const at = new Date(y, mo - 1, d, h, mi);
  if (at.getFullYear() !== y || at.getMonth() !== mo - 1 || at.getDate() !== d || at.getHours() !== h || at.getMinutes() !== mi) return null;
  return formatOffsetDateTime(at, -at.getTimezoneOffset());
}

/** The API's data_hora as a datetime-local value on the browser's clock, for editing. */
export function offsetToLocalInput(dataHora: string): string {
  const at = new Date(dataHora);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
