import clsx from 'clsx';
import { Suspense, lazy, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import type { NavLink } from '../layoutParts/types';
import { ChevronDownIcon } from '../layoutParts/icons';

const loadPanel = () => import('./NavDropdownPanel');
const NavDropdownPanel = lazy(loadPanel);

export interface NavDropdownProps {
  label: string;
  /** Links listed in the panel; or give children for richer content (category picker...). */
  links?: readonly NavLink[];
  children?: ReactNode;
  triggerClassName?: string;
}

/**
 * A top-bar button that opens a panel. Radix gives the panel's keyboard model: Enter or Space
 * opens and moves focus in, Escape closes and returns focus to the button. The panel (Radix
 * Popover) loads when the pointer or focus first reaches the button, not with the page.
 */
export function NavDropdown({ label, links, children, triggerClassName }: NavDropdownProps) {
  const id = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const prepare = () => void loadPanel();
  return (
    <>
      <Button
        variant="ghost"
        size={null}
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          setUsed(true);
          setOpen((value) => !value);
        }}
        className={clsx(
          'inline-flex items-center gap-1 px-3 py-2 font-semibold data-[state=open]:bg-brand-surface',
          triggerClassName,
        )}
      >
        {label}
        <ChevronDownIcon className="transition-transform [[data-state=open]>&]:rotate-180" />
      </Button>
      {used ? (
        <Suspense fallback={null}>
          <NavDropdownPanel id={id} label={label} open={open} onOpenChange={setOpen} trigger={trigger} links={links}>
            {children}
          </NavDropdownPanel>
        </Suspense>
      ) : null}
    </>
  );
}
