import { QueryClient } from '@tanstack/react-query';

// One cache for every element on the page (each element is its own React root).
const slot = globalThis as typeof globalThis & { __sacraQuery?: QueryClient };
export const queryClient: QueryClient = (slot.__sacraQuery ??= new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'always' },
  },
}));
