import type { ReactNode } from 'react';

export interface StickyAreaProps {
  /** The cookie prompt takes the bottom edge; the sticky area steps aside while it shows. */
  cookiePromptVisible: boolean;
  children: ReactNode;
}

export function StickyArea({ cookiePromptVisible, children }: StickyAreaProps) {
  return (
    <div data-testid="sticky-area" hidden={cookiePromptVisible} className="sticky bottom-0 z-modal-local">
      {children}
    </div>
  );
}
