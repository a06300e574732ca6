import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { MOBILE_NAVIGATION_TAB, MOBILE_NAVIGATION_TABS, type MobileNavigationTab } from '@salon/domain';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs';

export interface NavLink {
  href: string;
  label: string;
}

export interface NavCategory extends NavLink {
  children?: readonly NavLink[];
}

export interface MobileNavigationModalProps {
  open: boolean;
  onClose: () => void;
  initialTab?: MobileNavigationTab;
  categories: readonly NavCategory[];
  brands: readonly NavLink[];
  menuLinks: readonly NavLink[];
  /** Content-driven navigation shown in the placeholder tab; the tab hides without it. */
  placeholder?: ReactNode;
  /** Submitted search text, trimmed and non-blank. */
  onSearch: (text: string) => void;
  /** A link was followed (close the modal). */
  onNavigate?: (href: string) => void;
  /** The dialog's id: the top bar's menu button names it in aria-controls. */
  id?: string;
}

/** Phone navigation in tabs (WAI-ARIA tabs pattern with arrow keys). */
export function MobileNavigationModal({
  open,
  onClose,
  initialTab = MOBILE_NAVIGATION_TAB.PRODUCTS,
  categories,
  brands,
  menuLinks,
  placeholder,
  onSearch,
  onNavigate,
  id,
}: MobileNavigationModalProps) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const tabs = MOBILE_NAVIGATION_TABS.filter((tab) => tab !== MOBILE_NAVIGATION_TAB.PLACEHOLDER || placeholder);
  const [active, setActive] = useState<MobileNavigationTab>(initialTab);
  const [query, setQuery] = useState('');
  // Opened to search (the top bar's search button): the field takes focus, not the close button.
  const searchField = useRef<HTMLInputElement>(null);

  const link = (item: NavLink, className = '') => (
    <a href={item.href} onClick={() => onNavigate?.(item.href)} className={`block py-2 ${className}`}>
      {item.label}
    </a>
  );

  const panel = (() => {
    switch (active) {
      case MOBILE_NAVIGATION_TAB.PRODUCTS:
        return (
          <ul className="flex flex-col divide-y divide-brand-line">
            {categories.map((category) => (
              <li key={category.href}>
                {link(category, 'font-semibold')}
                {category.children?.length ? (
                  <ul className="pb-2 pl-4">
                    {category.children.map((child) => (
                      <li key={child.href}>{link(child, 'text-body-sm')}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        );
      case MOBILE_NAVIGATION_TAB.SEARCH:
        return (
          <form
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              const text = query.trim();
              if (text) onSearch(text);
            }}
            className="flex gap-2"
          >
            <label htmlFor={`${idPrefix}-search`} className="sr-only">
              {t('navModals.searchLabel')}
            </label>
            <input
              ref={searchField}
              id={`${idPrefix}-search`}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('navModals.searchPlaceholder')}
              className="min-w-0 flex-1 rounded border border-brand-muted px-3 py-2"
            />
            <Button type="submit">
              {t('navModals.search')}
            </Button>
          </form>
        );
      case MOBILE_NAVIGATION_TAB.BRANDS:
        return (
          <ul className="grid grid-cols-2 gap-x-4">
            {brands.map((brand) => (
              <li key={brand.href}>{link(brand)}</li>
            ))}
          </ul>
        );
      case MOBILE_NAVIGATION_TAB.MENU:
        return (
          <ul className="flex flex-col divide-y divide-brand-line">
            {menuLinks.map((item) => (
              <li key={item.href}>{link(item)}</li>
            ))}
          </ul>
        );
      default:
        return placeholder;
    }
  })();

  return (
    <ModalWrapper open={open} onClose={onClose} title={t('navModals.mobileTitle')} hideTitle id={id} {...(initialTab === MOBILE_NAVIGATION_TAB.SEARCH ? { initialFocusRef: searchField } : {})}>
      {/* A plain block: the list's negative margins reach the modal's edges as before. */}
      <Tabs value={active} onValueChange={(tab) => setActive(tab as MobileNavigationTab)} className="block">
        <TabsList aria-label={t('navModals.mobileTitle')} className="-mx-5 mb-4 overflow-x-auto px-5">
          {tabs.map((tab) => (
            <TabsTrigger key={tab} value={tab} className="shrink-0 font-semibold">
              {t(`navModals.tab.${tab}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Each panel opens with a link or a field: no tab stop of its own. */}
        <TabsContent value={active} tabIndex={undefined}>
          {panel}
        </TabsContent>
      </Tabs>
    </ModalWrapper>
  );
}
