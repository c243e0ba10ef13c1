import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so relative texts ('Visto há 5 minutos') stay true. */
export function useNow(intervalMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
