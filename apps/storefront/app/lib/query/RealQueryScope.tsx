import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RealQueryProvider } from './realQueryProvider';

/**
 * The page's query client for code that uses @tanstack/react-query's own hooks (the creator
 * package, decision 0070). In the browser the app's client is the lazy one (lib/query), whose real
 * client exists once the core is here, and importing this module brings the core; on the server
 * and in tests the app's client is the real one already.
 */
export function RealQueryScope({ children }: { children: ReactNode }) {
  const client = useQueryClient() as QueryClient & { real?: QueryClient | null };
  const real = 'real' in client ? client.real : client;
  if (!real) throw new Error('RealQueryScope: the query core is installed when this module loads');
  return <RealQueryProvider client={real}>{children}</RealQueryProvider>;
}
