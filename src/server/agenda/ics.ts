import { TZDate } from '@date-fns/tz';
import ical, { ICalEventStatus } from 'ical-generator';
import type { AgendaItem } from './occurrences';
import { offsetMinutesIn } from '../../shared/time-zone';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const utcOffset = (minutes: number) =>
  `${minutes < 0 ? '-' : '+'}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
const localStamp = (at: number, minutes: number) => new Date(at + minutes * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);

/** The instants in from..to where `zone` changes its offset, to the minute. */
function transitions(zone: string, from: number, to: number): number[] {
  const found: number[] = [];
  for (let t = from; t < to; t += DAY) {
    if (offsetMinutesIn(zone, new Date(t)) === offsetMinutesIn(zone, new Date(t + DAY))) continue;
    let [lo, hi] = [t, t + DAY];
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (offsetMinutesIn(zone, new Date(mid)) === offsetMinutesIn(zone, new Date(lo))) lo = mid;
      else hi = mid;
    }
    found.push(hi);
  }
  return found;
}

/**
 * The VTIMEZONE RFC 5545 asks for each TZID, written from the engine's own zone data for the feed's
 * window: the offset at its start, then every change inside it (Brazil's old summer time, New York's).
 */
function vtimezone(zone: string, from: number, to: number): string {
  const first = offsetMinutesIn(zone, new Date(from));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, `X-LIC-LOCATION:${zone}`];
  lines.push('BEGIN:STANDARD', 'DTSTART:19700101T000000', `TZOFFSETFROM:${utcOffset(first)}`, `TZOFFSETTO:${utcOffset(first)}`, 'END:STANDARD');
  for (const at of transitions(zone, from, to)) {
    const [before, after] = [offsetMinutesIn(zone, new Date(at - 60_000)), offsetMinutesIn(zone, new Date(at))];
    const kind = after > before ? 'DAYLIGHT' : 'STANDARD';
    lines.push(`BEGIN:${kind}`, `DTSTART:${localStamp(at, before)}`, `TZOFFSETFROM:${utcOffset(before)}`, `TZOFFSETTO:${utcOffset(after)}`, `END:${kind}`);
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

export interface Feed {
  paroquiaId: number;
  name: string;
  zone: string;
  /** The window the occurrences were expanded for (instants). */
  from: number;
  to: number;
  stamp: Date;
  occurrences: AgendaItem[];
}

/**
 * The public feed: each occurrence one VEVENT (its own UID: the celebration and the date), in the
 * parish's TZID. Expanded occurrences rather than RRULE + EXDATE + RECURRENCE-ID: Google and Apple
 * Calendar then show exactly what the portal shows, whatever rule the office wrote, and the window moves
 * as the subscription refreshes (X-PUBLISHED-TTL). A cancelled date stays in the feed as STATUS:CANCELLED
 * with 'Cancelada' and the reason in its title and description (a client that draws cancelled events
 * shows it struck, one that lists them still reads it), a moved one at its new time; both with a higher
 * SEQUENCE (the celebration's and the date's revisions), so a subscribed calendar takes the change.
 * DTSTAMP is UTC; no TIMEZONE-ID (not RFC 5545): the zone is each date's TZID, and X-WR-TIMEZONE.
 */
export function icsFeed(f: Feed): string {
  const calendar = ical({
    name: `${f.name} - Agenda`,
    prodId: { company: 'sacratech', product: 'portal-paroquial', language: 'PT' },
    // No calendar-wide zone name: ical-generator would write TIMEZONE-ID and a local DTSTAMP. The
    // generator still writes the VTIMEZONE of every event's TZID.
    timezone: { name: null, generator: (zone) => vtimezone(zone, f.from - DAY, f.to + DAY) },
    ttl: 6 * 3600,
    x: [{ key: 'X-WR-TIMEZONE', value: f.zone }],
  });
  for (const o of f.occurrences) {
    const uid = o.celebracao_id ? `c${o.celebracao_id}-${o.inicio.slice(0, 10)}` : `e${o.evento_id}`;
    const change = o.cancelada ? 'Cancelada' : o.alterada ? 'Horário alterado' : null;
    const details = [
      change && `${change}${o.motivo ? `: ${o.motivo}` : ''}`,
      o.coletiva ? 'Missa com intenções coletivas' : null,
      o.celebrante ? `Celebrante: ${o.celebrante}` : null,
    ].filter(Boolean);
    calendar.createEvent({
      id: `${uid}.paroquia-${f.paroquiaId}@sacratech`,
      sequence: o.sequencia,
      status: o.cancelada ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      start: new TZDate(Date.parse(o.inicio), f.zone),
      end: new TZDate(Date.parse(o.fim), f.zone),
      timezone: f.zone,
      stamp: f.stamp,
      summary: o.cancelada ? `Cancelada: ${o.titulo}` : o.titulo,
      location: o.ent_name ?? undefined,
      description: details.length ? details.join('\n') : undefined,
    });
  }
  return calendar.toString();
}
