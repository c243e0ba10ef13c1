import { useEffect, useState } from 'react';

/**
 * The current time, renewed at every multiple of `intervalMs` of the clock (on the minute for 60 s), so a
 * clock never shows a minute late and relative texts ('Visto há 5 minutos') stay true.
 */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      // A few ms past the boundary, so the new minute is already there when the timer fires.
      timer = setTimeout(tick, intervalMs - (Date.now() % intervalMs) + 20);
    };
    const tick = () => {
      setNow(new Date());
      schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [intervalMs]);
  return now;
}
