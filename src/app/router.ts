import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { ApiClient } from '../api/client.js';
import type { SessionStore } from '../api/session.js';
import { followScreenChanges } from '../grids/screenChanges.js';
import { routeTree } from '../routeTree.gen.js';

export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  session: SessionStore;
  /** Resolves once the whole message catalogue is in place (the first screens show before it). */
  wholeMessages: () => Promise<void>;
}

export function createAppRouter(context: RouterContext) {
  const router = createRouter({
    routeTree,
    context,
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Loaders hand their data to React Query, which decides freshness.
    defaultPreloadStaleTime: 0,
  });
  followScreenChanges(router.history);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
