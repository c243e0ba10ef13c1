import { useEffect, useState } from 'react';

/** The clock refreshes every 60 s: it shows hours and minutes. */
export const CLOCK_REFRESH_MS = 60_000;

/** The current time, refreshed every minute on the minute so the clock never runs up to a minute late. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      // A few ms past the boundary, so the new minute is already there when the timer fires.
      timer = setTimeout(tick, CLOCK_REFRESH_MS - (Date.now() % CLOCK_REFRESH_MS) + 20);
    };
    const tick = () => {
      setNow(new Date());
      schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
