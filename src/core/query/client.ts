import { QueryClient } from '@tanstack/react-query';

// One cache for every element on the page (each element is its own React root). It is cleared when the
// signed-in user changes: see ./provider.tsx, which every element that uses the cache goes through.
const slot = globalThis as typeof globalThis & { __sacraQuery?: QueryClient };
export const queryClient: QueryClient = (slot.__sacraQuery ??= createQueryClient());

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
    },
  });
}
