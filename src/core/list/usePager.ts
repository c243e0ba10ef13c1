import { useState } from 'react';

/**
 * The page of a list whose state stays out of the page's address (a public element on a parish's website,
 * which has no portal address to keep it in): page 1 to begin with and again for another `identity` (another
 * parish), never below 1.
 */
export function usePager(identity: string) {
  const [state, setState] = useState({ identity, page: 1 });
  const page = state.identity === identity ? state.page : 1;
  return { page, setPage: (next: number) => setState({ identity, page: Math.max(1, next) }) };
}
