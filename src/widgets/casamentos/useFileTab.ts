import { useEffect, useState } from 'react';
import type { TEXT } from './text';

export type Aba = keyof typeof TEXT.tabs;

/** The file's tab, kept in the address (?aba=documentos) so a reload or a shared link opens the same tab; the first when absent or not allowed. */
export function useFileTab(allowed: Aba[]): [Aba, (aba: Aba) => void] {
  const [aba, setAba] = useState(() => new URLSearchParams(location.search).get('aba') as Aba | null);
  const shown = aba && allowed.includes(aba) ? aba : allowed[0];
  useEffect(() => {
    const query = new URLSearchParams(location.search);
    if (query.get('aba') === shown || (!query.has('aba') && shown === allowed[0])) return;
    query.set('aba', shown);
    history.replaceState(history.state, '', `${location.pathname}?${query}`);
  }, [shown, allowed]);
  return [shown, setAba];
}
