/** The zone of a parish that has not set its own: Brasília time, every demo parish's. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

// Building an Intl.DateTimeFormat costs far more than using one: one per zone, kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day at `at` in `zone`, 'YYYY-MM-DD'. */
export function dayIn(zone: string, at: Date = new Date()): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  return format.format(at);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** `zone`'s offset at `at` as the engine names it, 'GMT-03:00' ('GMT' at UTC); '' for a zone it does not know. */
export function gmtOffset(zone: string, at: Date = new Date()): string {
  try {
    let format = offsetFormats.get(zone);
    if (!format) {
      format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
      offsetFormats.set(zone, format);
    }
    return format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** Minutes east of UTC that `zone` is at `at` (-180 for Brasília time). */
export function offsetMinutesIn(zone: string, at: Date = new Date()): number {
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(gmtOffset(zone, at));
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}
