import { defineNamespace } from '../../defineNamespace';

export const navModals = defineNamespace({
  en: { mobileTitle: 'Navigation', searchLabel: 'Search products', searchPlaceholder: 'What are you looking for?', search: 'Search', tab: { products: 'Products', search: 'Search', brands: 'Brands', menu: 'Menu', placeholder: 'More' } },
  et: { mobileTitle: 'Navigeerimine', searchLabel: 'Otsi tooteid', searchPlaceholder: 'Mida otsid?', search: 'Otsi', tab: { products: 'Tooted', search: 'Otsing', brands: 'Brändid', menu: 'Menüü', placeholder: 'Veel' } },
  ru: { mobileTitle: 'Навигация', searchLabel: 'Поиск товаров', searchPlaceholder: 'Что вы ищете?', search: 'Найти', tab: { products: 'Товары', search: 'Поиск', brands: 'Бренды', menu: 'Меню', placeholder: 'Ещё' } },
  fi: { mobileTitle: 'Navigointi', searchLabel: 'Hae tuotteita', searchPlaceholder: 'Mitä etsit?', search: 'Hae', tab: { products: 'Tuotteet', search: 'Haku', brands: 'Brändit', menu: 'Valikko', placeholder: 'Lisää' } },
  lv: { mobileTitle: 'Navigācija', searchLabel: 'Meklēt preces', searchPlaceholder: 'Ko jūs meklējat?', search: 'Meklēt', tab: { products: 'Preces', search: 'Meklēšana', brands: 'Zīmoli', menu: 'Izvēlne', placeholder: 'Vairāk' } },
});
