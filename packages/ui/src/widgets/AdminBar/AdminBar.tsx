import { ADMIN_PATH } from '@salon/domain';
import clsx from 'clsx';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';

export interface AdminBarProps {
  /** Member of an admin group (isAdminUser); others see nothing. */
  isStaff: boolean;
  /** IS_ROUTE_ADMIN: may edit this page's content. */
  isRouteAdmin: boolean;
  /** The page editor for the current page; shown to route admins only. */
  editorHref?: string;
  /** Inline text editing of a composed page: the "Edit texts" switch, for route admins only. */
  textEditing?: { on: boolean; onToggle: (on: boolean) => void };
}

export function AdminBar({ isStaff, isRouteAdmin, editorHref, textEditing }: AdminBarProps) {
  const { t } = useTranslation();
  if (!isStaff) return null;
  return (
    <nav aria-label={t('frame.adminBar')} className="bg-brand-ink text-body-sm text-brand-paper">
      <ul className="mx-auto flex max-w-page items-center gap-4 px-gutter-lg py-1">
        <li>
          <a href={ADMIN_PATH.ROOT} className="font-bold tracking-wide underline">
            {t('frame.admin')}
          </a>
        </li>
        {isRouteAdmin && editorHref ? (
          <li>
            <a href={editorHref} className="underline">
              {t('frame.editPage')}
            </a>
          </li>
        ) : null}
        {isRouteAdmin && textEditing ? (
          <li>
            {/* Underlined when on as well: that is how it has always rendered (a no-underline here
                lost to underline in the stylesheet's order, which cn would now let win). */}
            <Button
              variant="link"
              aria-pressed={textEditing.on}
              onClick={() => textEditing.onToggle(!textEditing.on)}
              className={clsx('rounded-sm px-2 py-0.5', textEditing.on && 'bg-brand-paper font-bold text-brand-ink')}
            >
              {t('inlineEdit.toggle')}
            </Button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
