// notices-base, not notices: the public feed uses these rules too and must stay free of full zod.
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, IMPORTANCE, NOTICES_MSG } from '../../shared/schemas/notices-base';
import type { Notice } from '../../shared/schemas/notices';
import { offsetMinutesIn } from '../../shared/time-zone';

/** The notice screens' rules, free of React so they are tested alone. */

/** For the file picker: the types the server accepts. */
export const ATTACHMENT_ACCEPT = [...Object.keys(ATTACHMENT_TYPES), ...ATTACHMENT_EXTENSIONS.map((e) => `.${e}`)].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why a chosen file is refused (type, then size), or null. The browser only knows the name and the
 * declared type; the server checks the content again.
 */
export function attachmentError(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const typeOk = Object.hasOwn(ATTACHMENT_TYPES, file.type) || (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return NOTICES_MSG.attachmentType;
  if (file.size > ATTACHMENT_MAX_BYTES) return NOTICES_MSG.attachmentSize;
  return null;
}

export function importanceLabel(level: number): string {
  return IMPORTANCE[level as keyof typeof IMPORTANCE] ?? IMPORTANCE[0];
}

/** 'Enviado em': the scheduled time, or when it was written when it went out at once. */
export function sentAt(notice: Pick<Notice, 'send_at' | 'created_at'>): string {
  return notice.send_at ?? notice.created_at;
}

export function isScheduled(notice: Pick<Notice, 'send_at'>, now = Date.now()): boolean {
  return notice.send_at !== null && Date.parse(notice.send_at) > now;
}

/** How the preview shows an attachment, by its stored extension. */
export function attachmentKind(url: string | null): 'image' | 'pdf' | null {
  if (!url) return null;
  return extensionOf(url) === 'pdf' ? 'pdf' : 'image';
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** The zone's offset from UTC at `instant`, in ms. */
const zoneOffset = (instant: number, zone: string) => offsetMinutesIn(zone, new Date(instant)) * 60_000;

/** A datetime-local value ('2026-05-01T19:30') read in `zone`, as an ISO instant; '' stays ''. */
export function wallTimeToIso(value: string, zone: string): string {
  const m = WALL.exec(value);
  if (!m) return '';
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  let instant = wall - zoneOffset(wall, zone);
  // Across a daylight-saving change the offset at the result can differ from the first guess.
  instant = wall - zoneOffset(instant, zone);
  return new Date(instant).toISOString();
}

/** An ISO instant as a datetime-local value in `zone`; null gives ''. */
export function isoToWallTime(iso: string | null, zone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Date(instant + zoneOffset(instant, zone)).toISOString().slice(0, 16);
}
