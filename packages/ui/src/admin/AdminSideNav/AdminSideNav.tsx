import { clsx } from 'clsx';
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

/** The admin side navigation; collapsing keeps only its toggle so the work area gets the width. */
export function AdminSideNav({ items, currentHref, collapsed, onToggleCollapsed, className }: AdminSideNavProps) {
  const { t } = useTranslation();
  const listId = 'admin-side-nav-list';
  return (
    <nav aria-label={t('adminUi.navLabel')} className={clsx('flex flex-col gap-2 border-r border-brand-line bg-brand-paper p-3', collapsed ? 'w-14' : 'w-60', className)}>
      <Button
        variant="secondary"
        size="xs"
        onClick={onToggleCollapsed}
        aria-expanded={!collapsed}
        aria-controls={collapsed ? undefined : listId}
        aria-label={collapsed ? t('adminUi.expand') : t('adminUi.collapse')}
        className="self-start border-brand-line text-body-sm text-brand-ink hover:bg-brand-line/30 focus-visible:outline-2"
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
      </Button>
      {!collapsed && (
        <ul id={listId} className="flex flex-col gap-1">
          {items.map((item) => {
            const current = currentHref === item.href;
            return (
              <li key={item.id}>
                <a
                  href={item.href}
                  aria-current={current ? 'page' : undefined}
                  className={clsx('block rounded px-2 py-1 text-body-sm text-brand-ink hover:underline', current && 'bg-brand-ink font-semibold text-brand-paper')}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
