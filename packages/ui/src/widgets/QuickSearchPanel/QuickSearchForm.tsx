import type { FormEvent, ReactNode } from 'react';
import { SearchIcon } from '../layoutParts/icons';

/** The input's look, shared by the field and the panel so the one replaces the other without a shift. */
export const QUICK_SEARCH_INPUT_CLASS = 'w-full rounded border border-brand-line bg-brand-paper py-2 pl-10 pr-3 text-body';
/** The box around form and panel (the panel is placed against it). */
export const QUICK_SEARCH_BOX_CLASS = 'z-modal-local';

/** The search form around the quick search's input: its role, the icon and the submit handler. */
export function QuickSearchForm({ onSubmit, children }: { onSubmit: (event: FormEvent) => void; children: ReactNode }) {
  return (
    <form role="search" onSubmit={onSubmit} className="relative">
      <SearchIcon className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-brand-muted" />
      {children}
    </form>
  );
}
