import { EVENTS_PATH } from '@salon/domain';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LoadStatus } from '../layoutParts/LoadStatus';
import { ChevronDownIcon } from '../layoutParts/icons';
import { Button } from '../../primitives/Button';

export interface PickerCategory {
  id: number | string;
  name: string;
  href: string;
}

export interface PickerParentCategory extends PickerCategory {
  children: readonly PickerCategory[];
}

export interface CategoryPickerProps {
  status: 'loading' | 'error' | 'success';
  onRetry?: () => void;
  categories: readonly PickerParentCategory[];
  eventsHref?: string;
  /** Shown under the all-brands toggle once it is opened (usually the brand directory). */
  brandsPanel?: ReactNode;
  onToggleAllBrands?: (open: boolean) => void;
}

const linkClass = 'block rounded px-2 py-1 hover:bg-brand-surface';

export function CategoryPicker({
  status,
  onRetry,
  categories,
  eventsHref = EVENTS_PATH,
  brandsPanel,
  onToggleAllBrands,
}: CategoryPickerProps) {
  const { t } = useTranslation();
  const brandsPanelId = useId();
  const [brandsOpen, setBrandsOpen] = useState(false);

  const toggleBrands = () => {
    const next = !brandsOpen;
    setBrandsOpen(next);
    onToggleAllBrands?.(next);
  };

  return (
    <nav aria-label={t('pickers.categories')} className="flex flex-col gap-4 p-2 text-brand-ink">
      {status === 'success' ? (
        <ul className="grid gap-4 xs:grid-cols-2 md:grid-cols-4">
          {categories.map((parent) => (
            <li key={parent.id}>
              <h3 className="mb-1 px-2 font-semibold">{parent.name}</h3>
              <ul>
                {parent.children.map((child) => (
                  <li key={child.id}>
                    <a href={child.href} className={linkClass}>
                      {child.name}
                    </a>
                  </li>
                ))}
                <li>
                  <a href={parent.href} className={`${linkClass} font-semibold underline`}>
                    {t('pickers.watchAll', { category: parent.name })}
                  </a>
                </li>
              </ul>
            </li>
          ))}
        </ul>
      ) : (
        <LoadStatus
          status={status}
          loadingText={t('pickers.loadingCategories')}
          errorText={t('pickers.categoriesFailed')}
          onRetry={onRetry}
        />
      )}
      <div className="flex flex-wrap gap-2 border-t border-brand-line pt-3">
        <a href={eventsHref} className="rounded px-2 py-1 font-semibold hover:bg-brand-surface">
          {t('pickers.events')}
        </a>
        <Button
          variant="ghost"
          size="xs"
          aria-expanded={brandsOpen}
          aria-controls={brandsPanelId}
          onClick={toggleBrands}
          className="inline-flex items-center gap-1 font-semibold"
        >
          {t('pickers.allBrands')}
          <ChevronDownIcon className={brandsOpen ? 'rotate-180' : undefined} />
        </Button>
      </div>
      <div id={brandsPanelId} hidden={!brandsOpen}>
        {brandsOpen ? brandsPanel : null}
      </div>
    </nav>
  );
}
