import { formatDate, formatTime } from '../../core/format';

/** Seen this recently counts as online: presence is renewed every 20 s, so 90 s allows for a missed beat. */
const ONLINE_NOW_MS = 90_000;
/** How often the relative texts ('Online há N minutos') are worked out again. */
export const LAST_SEEN_REFRESH_MS = 15_000;
const TWO_MINUTES_MS = 120_000;
const HOUR_MS = 3_600_000;

function seenAt(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether someone last seen at `iso` counts as online now. */
export function isOnlineNow(iso: string | null | undefined, now: Date): boolean {
  const seen = seenAt(iso);
  return seen !== null && now.getTime() - seen.getTime() < ONLINE_NOW_MS;
}

/**
 * The last-seen text: under 90 seconds 'Online agora';
 * under 2 minutes 'Online há 2 minutos'; under 60 minutes 'Online há N minutos' (whole minutes);
 * otherwise 'Visto por último às {HH:mm}' in `timeZone`; no date 'Offline'.
 * A time slightly ahead of `now` (clocks differ) counts as now.
 */
export function lastSeenText(iso: string | null | undefined, now: Date, timeZone?: string): string {
  const seen = seenAt(iso);
  if (!seen) return 'Offline';
  const ago = now.getTime() - seen.getTime();
  if (ago < ONLINE_NOW_MS) return 'Online agora';
  if (ago < TWO_MINUTES_MS) return 'Online há 2 minutos';
  if (ago < HOUR_MS) return `Online há ${Math.floor(ago / 60_000)} minutos`;
  const day = formatDate(seen, { timeZone });
  const time = formatTime(seen, timeZone);
  return day === formatDate(now, { timeZone }) ? `Visto por último às ${time}` : `Visto por último em ${day} às ${time}`;
}
