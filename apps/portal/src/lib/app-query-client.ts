import type { QueryClient } from '@tanstack/react-query';

/*
 * The app's one QueryClient, made by the first screen that asks for server data: the landing
 * and the not-found page ask for none, so TanStack Query's client is a chunk of its own that
 * their first load never carries (app/router.tsx, docs/decisions/008-web-performance.md).
 */

let appQueryClient: QueryClient | undefined;

/** The app's QueryClient, made on the first call (its module loads then). */
export async function loadAppQueryClient(): Promise<QueryClient> {
  if (!appQueryClient) {
    const { createQueryClient } = await import('./query-client');
    appQueryClient ??= createQueryClient();
  }
  return appQueryClient;
}

/** The app's QueryClient if a screen has made it already, else undefined (nothing cached yet). */
export function peekAppQueryClient(): QueryClient | undefined {
  return appQueryClient;
}
