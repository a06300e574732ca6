import * as queryCore from '@tanstack/query-core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { installQueryCore } from './queryCore';

// The one app module that gets the real @tanstack/react-query in the browser (vite.config.ts).
// Whatever imports it needs the real core for its first paint: it arrives with it.
installQueryCore(queryCore);

/** @tanstack/react-query's own provider, for code that uses its hooks directly (the creator package). */
export function RealQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
