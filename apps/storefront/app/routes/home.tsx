import { Message } from '@salon/ui';
import type { Route } from './+types/home';
import { serverApiClient } from '../lib/serverApi.server';

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Salon Professional – trade store' }, { name: 'description', content: 'Professional beauty products for salons and private shoppers in Estonia and Latvia.' }];
}

export async function loader() {
  try {
    const health = await serverApiClient('et').request<{ status: string; database: string }>('/health');
    return { apiStatus: health.status, database: health.database };
  } catch {
    return { apiStatus: 'unreachable', database: null };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-brand-line">
        <div className="mx-auto flex max-w-page items-center justify-between p-gutter">
          <a href="/" className="font-display text-h3">
            Salon Professional
          </a>
        </div>
      </header>
      <main className="mx-auto w-full max-w-page flex-1 p-gutter">
        <h1 className="text-h1">Professional beauty products</h1>
        {loaderData.apiStatus === 'ok' ? null : (
          <Message kind="warning">The catalogue is temporarily unavailable. Please try again shortly.</Message>
        )}
      </main>
      <footer className="border-t border-brand-line p-gutter text-body-sm text-brand-muted">
        © {new Date().getFullYear()} Salon Professional
      </footer>
    </div>
  );
}
