import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const widgetsDir = path.dirname(fileURLToPath(import.meta.url));

/** The product, form, loyalty and popup widgets of storefront.md section 2 built in this package. */
export const PRODUCT_WIDGETS = [
  'SmallProductPreview',
  'Price',
  'ProductCard',
  'AddToCartButton',
  'FavouriteToggle',
  'OutOfStockLabel',
  'DeliveryDelayLabel',
  'PromoLabel',
  'TextInput',
  'TextArea',
  'Checkbox',
  'RadioGroup',
  'DateInput',
  'DateTimeLocalInput',
  'SearchableAsyncSelect',
  'LoyaltyProgressBar',
  'PopupStack',
] as const;

describe('every product and form widget has stories', () => {
  it.each(PRODUCT_WIDGETS)('%s has a folder with a .stories.tsx file', (widget) => {
    const dir = path.join(widgetsDir, widget);
    expect(existsSync(dir), `${widget}/ is missing`).toBe(true);
    expect(readdirSync(dir).some((file) => file.endsWith('.stories.tsx')), `${widget} has no stories`).toBe(true);
  });
});
