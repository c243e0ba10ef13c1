/** pt-BR formatting used by every screen. */
import { isValidTimeZone } from '../../shared/time-zone';

/** The zone times are shown in: the user's if valid, else the browser's, UTC last. */
export function displayTimeZone(userZone?: string | null): string {
  if (userZone && isValidTimeZone(userZone)) return userZone;
  // Only when needed: asking the browser for its zone costs ~50 ms of ICU start-up on a phone.
  const browser = browserTimeZone();
  return browser && isValidTimeZone(browser) ? browser : 'UTC';
}

export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'HH:mm' (2-digit hour and minute). */
export function formatTime(value: string | number | Date, timeZone?: string): string {
  const date = toDate(value);
  return date ? date.toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }) : '';
}

/** 'dd/mm/aaaa', or 'dd/mm/aa' with short. Plain dates ('2026-03-01') are not shifted by time zones. */
export function formatDate(value: string | Date | null | undefined, options: { short?: boolean; timeZone?: string } = {}): string {
  if (!value) return '';
  const plain = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = toDate(plain ? `${value}T12:00:00Z` : value);
  if (!date) return '';
  return date.toLocaleDateString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: options.short ? '2-digit' : 'numeric',
    timeZone: plain ? 'UTC' : options.timeZone,
  });
}

export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  const date = value ? toDate(value) : null;
  return date ? date.toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone }) : '';
}

export function formatNumber(value: number): string {
  return value.toLocaleString('pt-BR');
}

const KB = 1024;
const MB = KB * KB;

/** A file's size in the unit that reads: '1,25 MB' from 1 MB on (2 decimals), '12,3 KB' below, '512 B' under 1 KB. */
export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} MB`;
  if (bytes >= KB) return `${(bytes / KB).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} KB`;
  return `${bytes} B`;
}

/** '(11) 98765-4321' from 11 digits. */
export function formatPhone(digits: string | null | undefined): string {
  const d = (digits ?? '').replace(/\D/g, '');
  if (d.length !== 11) return d;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** Text cut to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? parts[parts.length - 1][0] : '')).toUpperCase() || '?';
}
