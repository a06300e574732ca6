import { CATEGORY_SOURCE_LOCALE } from '../constants/locale';
import { SEASONAL_SALE_LABEL } from '../constants/seasonalSale';

export interface CategoryWithI18nName {
  readonly i18n_name?: Readonly<Record<string, { readonly value?: string | null } | undefined>> | null;
}

const ESTONIAN = 'et';

/** Drops categories whose Estonian name starts with the seasonal-sale label, ignoring case. */
export const filterSeasonalSaleCategories = <T extends CategoryWithI18nName>(
  categories: readonly T[],
  label: string = SEASONAL_SALE_LABEL,
): T[] => {
  const prefix = label.toLocaleLowerCase(ESTONIAN);
  return categories.filter((category) => {
    const name = category.i18n_name?.[CATEGORY_SOURCE_LOCALE]?.value ?? '';
    return !name.trimStart().toLocaleLowerCase(ESTONIAN).startsWith(prefix);
  });
};
