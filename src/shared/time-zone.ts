/** The zone of a parish that has not set its own: Brasília time, every demo parish's. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** `build` for each zone, made the first time that zone is asked for and kept (formats and schemas are built once, not per call). */
export function perZone<T>(build: (zone: string) => T): (zone: string) => T {
  const made = new Map<string, T>();
  return (zone) => {
    let value = made.get(zone);
    if (value === undefined) {
      value = build(zone);
      made.set(zone, value);
    }
    return value;
  };
}

// Building an Intl.DateTimeFormat costs far more than using one. An unknown zone throws, and nothing is kept.
const dayFormat = perZone((zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }));
const offsetFormat = perZone((zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }));

/** Whether the engine knows `zone` as an IANA time zone ('America/Manaus', 'UTC'). */
export function isValidTimeZone(zone: string): boolean {
  if (!zone) return false;
  try {
    dayFormat(zone);
    return true;
  } catch {
    return false;
  }
}

/** The calendar day at `at` in `zone`, 'YYYY-MM-DD'. */
export function dayIn(zone: string, at: Date = new Date()): string {
  return dayFormat(zone).format(at);
}

/** `zone`'s offset at `at` as the engine names it, 'GMT-03:00' ('GMT' at UTC); '' for a zone it does not know. */
export function gmtOffset(zone: string, at: Date = new Date()): string {
  try {
    return (
      offsetFormat(zone)
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

/** Minutes east of UTC that `zone` is at `at` (-180 for Brasília time). */
export function offsetMinutesIn(zone: string, at: Date = new Date()): number {
  const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(gmtOffset(zone, at));
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}
