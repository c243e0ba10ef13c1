import { useEffect, useState } from 'react';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * What the previous screen handed over in the navigation state (`history.state[key]`, e.g. a success
 * message after a save), taken once: it leaves the history entry, so Back or a reload does not show it again.
 */
export function useHandedOver(key: string): unknown {
  const [value] = useState(() => (isRecord(history.state) ? history.state[key] : undefined));
  useEffect(() => {
    if (!isRecord(history.state) || !(key in history.state)) return;
    const { [key]: _taken, ...rest } = history.state;
    history.replaceState(Object.keys(rest).length ? rest : null, '');
  }, [key]);
  return value;
}
