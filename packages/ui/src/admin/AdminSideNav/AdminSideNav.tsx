import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import { Button } from '../../primitives/Button';

export interface AdminNavItem {
  id: string;
  href: string;
  label: string;
}

export interface AdminSideNavProps {
  /** Only the entries the user may open: the app filters by permission. */
  items: readonly AdminNavItem[];
  /** href of the page shown, marked as current. */
  currentHref?: string;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  className?: string;
}

/**
 * The admin side navigation; collapsing keeps only its toggle so the work area gets the width.
 * On a phone it is a bar above the page instead, its list folded until opened (the page needs the
 * whole 375 px), and choosing a page folds it again. The two toggles are each hidden on the other
 * screen, so each one's aria-expanded is true to what its screen shows.
 */
export function AdminSideNav({ items, currentHref, collapsed, onToggleCollapsed, className }: AdminSideNavProps) {
  const { t } = useTranslation();
  const listId = 'admin-side-nav-list';
  const [openOnPhone, setOpenOnPhone] = useState(false);
  const toggleClass = 'self-start border-brand-line text-body-sm text-brand-ink hover:bg-brand-line/30 focus-visible:outline-2';
  return (
    <nav
      aria-label={t('adminUi.navLabel')}
      className={clsx('flex w-full flex-col gap-2 border-b border-brand-line bg-brand-paper p-3 md:border-b-0 md:border-r', collapsed ? 'md:w-14' : 'md:w-60', className)}
    >
      <Button
        variant="secondary"
        size="xs"
        onClick={() => setOpenOnPhone((open) => !open)}
        aria-expanded={openOnPhone}
        aria-controls={listId}
        aria-label={openOnPhone ? t('adminUi.collapse') : t('adminUi.expand')}
        className={clsx(toggleClass, 'md:hidden')}
      >
        <span aria-hidden="true">{openOnPhone ? '×' : '☰'}</span>
      </Button>
      <Button
        variant="secondary"
        size="xs"
        onClick={onToggleCollapsed}
        aria-expanded={!collapsed}
        aria-controls={listId}
        aria-label={collapsed ? t('adminUi.expand') : t('adminUi.collapse')}
        className={clsx(toggleClass, 'hidden md:inline-flex')}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
      </Button>
      <ul id={listId} className={clsx('flex-col gap-1', openOnPhone ? 'flex' : 'hidden', collapsed ? 'md:hidden' : 'md:flex')}>
        {items.map((item) => {
          const current = currentHref === item.href;
          return (
            <li key={item.id}>
              <a
                href={item.href}
                aria-current={current ? 'page' : undefined}
                onClick={() => setOpenOnPhone(false)}
                className={clsx('block rounded px-2 py-1 text-body-sm text-brand-ink hover:underline', current && 'bg-brand-ink font-semibold text-brand-paper')}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
