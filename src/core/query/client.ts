import { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session/store';

// One cache for every element on the page (each element is its own React root).
const slot = globalThis as typeof globalThis & { __sacraQuery?: QueryClient };
export const queryClient: QueryClient = (slot.__sacraQuery ??= createQueryClient());

function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    },
  });
  // Another user's data must never show from the cache: drop it whenever the signed-in user changes.
  let userId = sessionStore.getState().user?.id;
  sessionStore.subscribe(({ user }) => {
    if (user?.id !== userId) client.clear();
    userId = user?.id;
  });
  return client;
}
