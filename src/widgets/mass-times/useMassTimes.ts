import { useEffect, useState } from 'react';
import { ApiError } from '../../core/api/errors';
import { fetchMassTimes, type MassTimes } from './api';

export interface MassTimesState {
  data: MassTimes | undefined;
  /** 'not-found' for a 404 (unknown parish), 'unavailable' for anything else (network, server, an unexpected answer). */
  error: 'not-found' | 'unavailable' | null;
}

/**
 * The parish's Mass times, fetched again when an attribute or `attempt` (Tentar novamente) changes. A plain
 * effect rather than the portal's query cache, which would double the element's size (as useDonation).
 */
export function useMassTimes(paroquia: number, community: number | undefined, days: number, attempt: number): MassTimesState {
  const [state, setState] = useState<MassTimesState>({ data: undefined, error: null });
  useEffect(() => {
    const controller = new AbortController();
    setState({ data: undefined, error: null });
    fetchMassTimes(paroquia, community, days, controller.signal).then(
      (data) => setState({ data, error: null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ data: undefined, error: error instanceof ApiError && error.status === 404 ? 'not-found' : 'unavailable' });
      },
    );
    return () => controller.abort();
  }, [paroquia, community, days, attempt]);
  return state;
}
