import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so 'Online há N minutos' keeps counting. */
export function useNow(intervalMs = 15_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
