import * as Popover from '@radix-ui/react-popover';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { NavLink } from '../layoutParts/types';
import { ChevronDownIcon } from '../layoutParts/icons';

export interface NavDropdownProps {
  label: string;
  /** Links listed in the panel; or give children for richer content (category picker...). */
  links?: readonly NavLink[];
  children?: ReactNode;
  triggerClassName?: string;
}

/**
 * A top-bar button that opens a panel. Radix gives the keyboard model: Enter or Space opens and
 * moves focus in, Escape closes and returns focus to the button.
 */
export function NavDropdown({ label, links, children, triggerClassName }: NavDropdownProps) {
  return (
    <Popover.Root>
      <Popover.Trigger
        className={clsx(
          'inline-flex items-center gap-1 rounded px-3 py-2 font-semibold hover:bg-brand-surface data-[state=open]:bg-brand-surface',
          triggerClassName,
        )}
      >
        {label}
        <ChevronDownIcon className="transition-transform [[data-state=open]>&]:rotate-180" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label={label}
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
