import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { CreatorHostProvider } from '../host/CreatorHost';
import type { FakeCreatorApi } from './fakeCreatorApi';

/**
 * The creator's host in a story: a fresh query cache, the story's fake API (from its loader,
 * `loaded.api`), a blank preview frame and the notices listed under the screen, where the play
 * functions read them.
 */
function StoryHost({ api, children }: { api: FakeCreatorApi; children: ReactNode }) {
  const queryClient = useMemo(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }), []);
  const [notices, setNotices] = useState<{ message: string; kind: string }[]>([]);
  const host = useMemo(
    () => ({
      api,
      notify: (message: string, kind: 'success' | 'error' = 'success') => setNotices((current) => [...current, { message, kind }]),
      renderMediaPicker: () => null,
      previewHref: () => 'about:blank',
    }),
    [api],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <CreatorHostProvider value={host}>
        {children}
        <div className="mt-4 flex flex-col gap-1 text-body-sm">
          {notices.map((notice, index) => (
            <p key={index} role={notice.kind === 'error' ? 'alert' : 'status'} className={notice.kind === 'error' ? 'text-status-error' : undefined}>
              {notice.message}
            </p>
          ))}
        </div>
      </CreatorHostProvider>
    </QueryClientProvider>
  );
}

export const CreatorStoryHost: Decorator = (Story, context) => (
  <StoryHost api={context.loaded.api as FakeCreatorApi}>
    <Story />
  </StoryHost>
);
