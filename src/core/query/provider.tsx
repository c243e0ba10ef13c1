import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { sessionStore } from '../session/store';
import { queryClient } from './client';

// Another user's data must never show from the cache: drop it whenever the signed-in user changes.
// Linked here, where the cache meets the signed-in screens, so that importing the query client does not
// drag the session store (API client, user schema) into bundles that never sign in. Once per page, even
// with separately built bundles sharing the globalThis client.
const linked = globalThis as typeof globalThis & { __sacraQuerySession?: boolean };
if (!linked.__sacraQuerySession) {
  linked.__sacraQuerySession = true;
  let userId = sessionStore.getState().user?.id;
  sessionStore.subscribe(({ user }) => {
    if (user?.id !== userId) queryClient.clear();
    userId = user?.id;
  });
}

/** `Component` inside the page's one query cache (each element is its own React root, so each needs the provider). */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  WithQueryClient.displayName = `WithQueryClient(${Component.displayName ?? Component.name})`;
  return WithQueryClient;
}
