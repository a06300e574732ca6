import { defineNamespace } from '../../defineNamespace';

/** Labels of the admin pages (side navigation and page titles), keyed by page. */
export const adminNav = defineNamespace({
  en: {
    dashboard: 'Overview', routes: 'Routes', campaigns: 'Campaigns', events: 'Events', posts: 'Inspiration', mediaLibrary: 'Media library', documents: 'Documents',
    products: 'Products', popularProducts: 'Popular products', restrictions: 'Restrictions', users: 'Users', campaignPreview: 'Campaign preview',
    pendingOrders: 'Pending orders', transport: 'Transport', categories: 'Categories', categorySorting: 'Category sorting', brands: 'Brands',
    eventsAdmin: 'Event registrations', reviews: 'Reviews', backgroundServices: 'Background services', shops: 'Shops', carts: 'Carts',
    schemes: 'Schemes', placeholders: 'Placeholders', components: 'Components', auditLog: 'Audit log', creator: 'Page builder',
  },
  et: {
    dashboard: 'Ülevaade', routes: 'Marsruudid', campaigns: 'Kampaaniad', events: 'Üritused', posts: 'Inspiratsioon', mediaLibrary: 'Meediateek', documents: 'Dokumendid',
    products: 'Tooted', popularProducts: 'Populaarsed tooted', restrictions: 'Piirangud', users: 'Kasutajad', campaignPreview: 'Kampaania eelvaade',
    pendingOrders: 'Ootel tellimused', transport: 'Transport', categories: 'Kategooriad', categorySorting: 'Kategooriate järjestus', brands: 'Brändid',
    eventsAdmin: 'Ürituste registreerimised', reviews: 'Arvustused', backgroundServices: 'Taustateenused', shops: 'Poed', carts: 'Ostukorvid',
    schemes: 'Skeemid', placeholders: 'Kohahoidjad', components: 'Komponendid', auditLog: 'Muudatuste logi', creator: 'Lehe koostaja',
  },
  ru: {
    dashboard: 'Обзор', routes: 'Маршруты', campaigns: 'Кампании', events: 'События', posts: 'Вдохновение', mediaLibrary: 'Медиатека', documents: 'Документы',
    products: 'Товары', popularProducts: 'Популярные товары', restrictions: 'Ограничения', users: 'Пользователи', campaignPreview: 'Предпросмотр кампании',
    pendingOrders: 'Ожидающие заказы', transport: 'Доставка', categories: 'Категории', categorySorting: 'Порядок категорий', brands: 'Бренды',
    eventsAdmin: 'Регистрации на события', reviews: 'Отзывы', backgroundServices: 'Фоновые службы', shops: 'Магазины', carts: 'Корзины',
    schemes: 'Схемы', placeholders: 'Плейсхолдеры', components: 'Компоненты', auditLog: 'Журнал изменений', creator: 'Конструктор страниц',
  },
  fi: {
    dashboard: 'Yleiskatsaus', routes: 'Reitit', campaigns: 'Kampanjat', events: 'Tapahtumat', posts: 'Inspiraatio', mediaLibrary: 'Mediakirjasto', documents: 'Asiakirjat',
    products: 'Tuotteet', popularProducts: 'Suositut tuotteet', restrictions: 'Rajoitukset', users: 'Käyttäjät', campaignPreview: 'Kampanjan esikatselu',
    pendingOrders: 'Odottavat tilaukset', transport: 'Kuljetus', categories: 'Kategoriat', categorySorting: 'Kategorioiden järjestys', brands: 'Brändit',
    eventsAdmin: 'Tapahtumailmoittautumiset', reviews: 'Arvostelut', backgroundServices: 'Taustapalvelut', shops: 'Kaupat', carts: 'Ostoskorit',
    schemes: 'Skeemat', placeholders: 'Paikanvaraajat', components: 'Komponentit', auditLog: 'Muutosloki', creator: 'Sivunrakentaja',
  },
  lv: {
    dashboard: 'Pārskats', routes: 'Maršruti', campaigns: 'Kampaņas', events: 'Pasākumi', posts: 'Iedvesma', mediaLibrary: 'Mediju bibliotēka', documents: 'Dokumenti',
    products: 'Produkti', popularProducts: 'Populāri produkti', restrictions: 'Ierobežojumi', users: 'Lietotāji', campaignPreview: 'Kampaņas priekšskatījums',
    pendingOrders: 'Gaidošie pasūtījumi', transport: 'Transports', categories: 'Kategorijas', categorySorting: 'Kategoriju kārtošana', brands: 'Zīmoli',
    eventsAdmin: 'Pasākumu reģistrācijas', reviews: 'Atsauksmes', backgroundServices: 'Fona pakalpojumi', shops: 'Veikali', carts: 'Grozi',
    schemes: 'Shēmas', placeholders: 'Vietturi', components: 'Komponenti', auditLog: 'Izmaiņu žurnāls', creator: 'Lapu veidotājs',
  },
});
