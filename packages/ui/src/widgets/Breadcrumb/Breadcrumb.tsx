import { useTranslation } from '../../i18n/useTranslation';

export interface BreadcrumbItem {
  label: string;
  /** The last item is the current page and needs none. */
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
}

export function Breadcrumb({ items }: BreadcrumbProps) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('frame.breadcrumb')} className="text-body-sm">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex items-center gap-1">
              {index > 0 ? (
                <span aria-hidden="true" className="text-brand-muted">
                  /
                </span>
              ) : null}
              {current || !item.href ? (
                <span aria-current={current ? 'page' : undefined} className={current ? 'font-semibold' : undefined}>
                  {item.label}
                </span>
              ) : (
                <a href={item.href} className="text-brand-muted underline hover:text-brand-ink">
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
