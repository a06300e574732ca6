import { CATEGORY_BUTTONS_VISIBLE } from '@salon/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import type { NavLink } from '../layoutParts/types';
import { Button } from '../../primitives/Button';

export interface CategoryButtonsProps {
  /** Child categories of the current category. */
  categories: readonly NavLink[];
  /** The navigation's name; "Subcategories" unless the list is the catalogue's top level. */
  label?: string;
}

/** Child categories as buttons; only the first few until "all categories" is pressed. */
export function CategoryButtons({ categories, label }: CategoryButtonsProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const firstRevealed = useRef<HTMLAnchorElement>(null);
  if (categories.length === 0) return null;

  const hidden = categories.length - CATEGORY_BUTTONS_VISIBLE;
  const visible = showAll ? categories : categories.slice(0, CATEGORY_BUTTONS_VISIBLE);

  const revealAll = () => {
    setShowAll(true);
    // The button disappears; focus moves to the first newly shown category instead of the page top.
    requestAnimationFrame(() => firstRevealed.current?.focus());
  };

  return (
    <nav aria-label={label ?? t('pickers.subcategories')}>
      <ul id={listId} className="flex flex-wrap gap-2">
        {visible.map((category, index) => (
          <li key={category.href}>
            <a
              ref={index === CATEGORY_BUTTONS_VISIBLE ? firstRevealed : undefined}
              href={category.href}
              className="inline-block rounded-full border border-brand-ink px-4 py-2 text-body-sm font-semibold hover:bg-brand-ink hover:text-brand-paper"
            >
              {category.label}
            </a>
          </li>
        ))}
        {!showAll && hidden > 0 ? (
          <li>
            <Button
              aria-expanded={false}
              aria-controls={listId}
              onClick={revealAll}
              className="inline-block rounded-full text-body-sm hover:opacity-90"
            >
              {t('pickers.allCategories')}
            </Button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
