import { ADMIN_PATH } from '@salon/domain';
import { useTranslation } from 'react-i18next';

export interface AdminBarProps {
  /** Member of an admin group (isAdminUser); others see nothing. */
  isStaff: boolean;
  /** IS_ROUTE_ADMIN: may edit this page's content. */
  isRouteAdmin: boolean;
  /** The page editor for the current page; shown to route admins only. */
  editorHref?: string;
}

export function AdminBar({ isStaff, isRouteAdmin, editorHref }: AdminBarProps) {
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
      </ul>
    </nav>
  );
}
