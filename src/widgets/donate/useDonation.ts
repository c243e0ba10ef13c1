import { useEffect, useState } from 'react';
import { ApiError } from '../../core/api/errors';
import { fetchDonation, type Donation } from './api';

export interface DonationState {
  data: Donation | undefined;
  /** 'not-found' for a 404 (private or unknown campaign), 'unavailable' for anything else (network, server, an unexpected answer). */
  error: 'not-found' | 'unavailable' | null;
  /** A new BR Code is on its way (another amount); the previous one stays on screen meanwhile. */
  isFetching: boolean;
}

/**
 * The tithe or campaign of the element, fetched again when `cents` or `attempt` (Tentar novamente)
 * changes. A plain effect rather than the portal's query cache, which would double the element's size.
 */
export function useDonation(paroquia: number, campaign: number | undefined, cents: number | undefined, attempt: number): DonationState {
  const [state, setState] = useState<DonationState>({ data: undefined, error: null, isFetching: true });
  // Another parish or campaign is another thing to show: nothing of the previous one stays.
  useEffect(() => setState({ data: undefined, error: null, isFetching: true }), [paroquia, campaign]);
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, error: null, isFetching: true }));
    fetchDonation(paroquia, campaign, cents, controller.signal).then(
      (data) => setState({ data, error: null, isFetching: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const kind = error instanceof ApiError && error.status === 404 ? 'not-found' : 'unavailable';
        setState({ data: undefined, error: kind, isFetching: false });
      },
    );
    return () => controller.abort();
  }, [paroquia, campaign, cents, attempt]);
  return state;
}
