import * as Popover from '@radix-ui/react-popover';
import { useRef, type ReactNode, type RefObject } from 'react';
import type { NavLink } from '../layoutParts/types';

export interface NavDropdownPanelProps {
  id: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
  links?: readonly NavLink[] | undefined;
  children?: ReactNode;
}

/**
 * The open panel of a NavDropdown: Radix Popover anchored to the dropdown's own button (loaded on
 * first use, so Radix and its positioning code stay out of the page's first load). Escape and an
 * outside click close it; focus goes back to the button unless the visitor clicked elsewhere.
 */
export default function NavDropdownPanel({ id, label, open, onOpenChange, trigger, links, children }: NavDropdownPanelProps) {
  const interactedOutside = useRef(false);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={trigger as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          align="start"
          sideOffset={4}
          aria-label={label}
          onOpenAutoFocus={() => {
            interactedOutside.current = false;
          }}
          onInteractOutside={(event) => {
            // The button toggles the panel itself; a press on it is not an outside click.
            if (trigger.current?.contains(event.target as Node)) event.preventDefault();
            else interactedOutside.current = true;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) trigger.current?.focus();
          }}
          className="z-modal-local max-h-[80vh] min-w-56 overflow-auto rounded border border-brand-line bg-brand-paper p-2 text-brand-ink shadow-lg"
        >
          {links ? (
            <ul className="flex flex-col">
              {links.map((link) => (
                <li key={link.href}>
                  <Popover.Close asChild>
                    <a href={link.href} className="block rounded px-3 py-2 hover:bg-brand-surface">
                      {link.label}
                    </a>
                  </Popover.Close>
                </li>
              ))}
            </ul>
          ) : null}
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
