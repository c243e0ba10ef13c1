import { useState } from 'react';
import { useParishYear } from '../../core/calendar/parish-clock';

/** The years a screen offers, newest first: the last five ended years (the duplicates and statistics of a year come after it ends). */
export function useYears() {
  const current = useParishYear();
  const years = Array.from({ length: 5 }, (_, i) => current - 1 - i);
  const [ano, setAno] = useState(years[0]);
  return { ano, setAno, choices: years.map((y) => [y, String(y)] as const) };
}
