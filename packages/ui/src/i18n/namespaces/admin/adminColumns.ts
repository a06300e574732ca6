import { defineNamespace, UI_LANGUAGES, type UiLanguage } from '../../defineNamespace';

/** One text in the five languages, in the order of UI_LANGUAGES' reading here: en, et, ru, fi, lv. */
type Row = readonly [en: string, et: string, ru: string, fi: string, lv: string];
const COLUMN_ORDER: readonly UiLanguage[] = ['en', 'et', 'ru', 'fi', 'lv'];

/**
 * The admin lists' column headings by the API's field name (GET /administrator/list-metadata/).
 * A field means the same in every list that has it; `byList` names the few that do not.
 */
const FIELD = {
  action: ['Action', 'Tegevus', 'Действие', 'Toiminto', 'Darbība'],
  available_stock: ['Stock', 'Laoseis', 'Остаток', 'Varasto', 'Krājums'],
  brand_id: ['Brand', 'Bränd', 'Бренд', 'Brändi', 'Zīmols'],
  business_popularity: ['Popularity (business)', 'Populaarsus (äri)', 'Популярность (бизнес)', 'Suosio (yritykset)', 'Popularitāte (uzņēmumi)'],
  category_id: ['Category', 'Kategooria', 'Категория', 'Kategoria', 'Kategorija'],
  code: ['Code', 'Kood', 'Код', 'Koodi', 'Kods'],
  comment: ['Comment', 'Kommentaar', 'Комментарий', 'Kommentti', 'Komentārs'],
  contact: ['Contact', 'Kontakt', 'Контакт', 'Yhteystiedot', 'Kontakts'],
  country_id: ['Country', 'Riik', 'Страна', 'Maa', 'Valsts'],
  created_at: ['Created', 'Loodud', 'Создано', 'Luotu', 'Izveidots'],
  customer_name: ['Customer', 'Klient', 'Клиент', 'Asiakas', 'Klients'],
  customer_uuid: ['Customer ID', 'Kliendi ID', 'ID клиента', 'Asiakastunnus', 'Klienta ID'],
  description: ['Description', 'Kirjeldus', 'Описание', 'Kuvaus', 'Apraksts'],
  discount_rate: ['Discount %', 'Allahindlus %', 'Скидка %', 'Alennus %', 'Atlaide %'],
  email: ['E-mail', 'E-post', 'Эл. почта', 'Sähköposti', 'E-pasts'],
  ends_at: ['Ends', 'Lõpeb', 'Окончание', 'Päättyy', 'Beidzas'],
  entity: ['Object', 'Objekt', 'Объект', 'Kohde', 'Objekts'],
  entity_id: ['Object ID', 'Objekti ID', 'ID объекта', 'Kohteen tunnus', 'Objekta ID'],
  file_type: ['Document type', 'Dokumendi liik', 'Тип документа', 'Asiakirjan tyyppi', 'Dokumenta veids'],
  first_name: ['First name', 'Eesnimi', 'Имя', 'Etunimi', 'Vārds'],
  free_from: ['Free from (€)', 'Tasuta alates (€)', 'Бесплатно от (€)', 'Maksuton alkaen (€)', 'Bez maksas no (€)'],
  i18n_name: ['Name', 'Nimi', 'Название', 'Nimi', 'Nosaukums'],
  id: ['ID', 'ID', 'ID', 'ID', 'ID'],
  index: ['Position', 'Järjekord', 'Позиция', 'Järjestys', 'Secība'],
  internal_id: ['Product code', 'Tootekood', 'Код товара', 'Tuotekoodi', 'Preces kods'],
  is_abandoned: ['Abandoned', 'Hüljatud', 'Брошена', 'Hylätty', 'Pamests'],
  is_active: ['Active', 'Aktiivne', 'Активен', 'Aktiivinen', 'Aktīvs'],
  is_anonymous: ['Without account', 'Kontota', 'Без учётной записи', 'Ilman tiliä', 'Bez konta'],
  is_brand_favourite: ['Brand favourite', 'Brändi lemmik', 'Любимец бренда', 'Brändin suosikki', 'Zīmola favorīts'],
  is_business: ['Business', 'Äri', 'Бизнес', 'Yritys', 'Uzņēmumiem'],
  is_business_highlighted: ['Highlighted (business)', 'Esile tõstetud (äri)', 'Выделен (бизнес)', 'Nostettu (yritykset)', 'Izcelts (uzņēmumiem)'],
  is_disabled: ['Disabled', 'Välja lülitatud', 'Отключён', 'Poissa käytöstä', 'Atspējots'],
  is_fair_favourite: ['Fair favourite', 'Messi lemmik', 'Любимец ярмарки', 'Messusuosikki', 'Izstādes favorīts'],
  is_highlighted: ['Highlighted', 'Esile tõstetud', 'Выделен', 'Nostettu', 'Izcelts'],
  kind: ['Kind', 'Liik', 'Вид', 'Laji', 'Veids'],
  language: ['Language', 'Keel', 'Язык', 'Kieli', 'Valoda'],
  last_duration_ms: ['Last duration (ms)', 'Viimane kestus (ms)', 'Длительность (мс)', 'Viimeisin kesto (ms)', 'Pēdējais ilgums (ms)'],
  last_name: ['Last name', 'Perekonnanimi', 'Фамилия', 'Sukunimi', 'Uzvārds'],
  last_outcome: ['Last outcome', 'Viimane tulemus', 'Последний результат', 'Viimeisin tulos', 'Pēdējais rezultāts'],
  last_row_count: ['Rows handled', 'Töödeldud ridu', 'Обработано строк', 'Käsiteltyjä rivejä', 'Apstrādātās rindas'],
  last_started_at: ['Last run', 'Viimati käivitatud', 'Последний запуск', 'Viimeksi ajettu', 'Pēdējā palaišana'],
  last_trigger: ['Started by', 'Käivitaja', 'Кем запущено', 'Käynnistäjä', 'Palaidējs'],
  line_count: ['Lines', 'Ridu', 'Строк', 'Rivejä', 'Rindas'],
  lines_total: ['Lines total (€)', 'Ridade summa (€)', 'Сумма строк (€)', 'Rivien summa (€)', 'Rindu summa (€)'],
  location: ['Location', 'Asukoht', 'Место', 'Paikka', 'Vieta'],
  meta_title: ['Page title', 'Lehe pealkiri', 'Заголовок страницы', 'Sivun otsikko', 'Lapas virsraksts'],
  mime_type: ['File type', 'Failitüüp', 'Тип файла', 'Tiedostotyyppi', 'Faila tips'],
  name: ['Name', 'Nimi', 'Название', 'Nimi', 'Nosaukums'],
  number: ['Order no.', 'Tellimuse nr', '№ заказа', 'Tilausnro', 'Pasūtījuma nr.'],
  order: ['Position', 'Järjekord', 'Позиция', 'Järjestys', 'Secība'],
  order_number: ['Order no.', 'Tellimuse nr', '№ заказа', 'Tilausnro', 'Pasūtījuma nr.'],
  order_status: ['Order status', 'Tellimuse olek', 'Статус заказа', 'Tilauksen tila', 'Pasūtījuma statuss'],
  original_name: ['File name', 'Failinimi', 'Имя файла', 'Tiedostonimi', 'Faila nosaukums'],
  parent_id: ['Parent category', 'Ülemkategooria', 'Родительская категория', 'Yläkategoria', 'Virskategorija'],
  parent_uuid: ['Parent block', 'Ülemplokk', 'Родительский блок', 'Ylälohko', 'Vecākbloks'],
  path: ['Path', 'Aadress', 'Путь', 'Polku', 'Ceļš'],
  permission_group: ['Permission group', 'Õiguste grupp', 'Группа прав', 'Oikeusryhmä', 'Tiesību grupa'],
  placeholder_uuid: ['Placeholder', 'Kohahoidja', 'Плейсхолдер', 'Paikanvaraaja', 'Vietturis'],
  popularity: ['Popularity', 'Populaarsus', 'Популярность', 'Suosio', 'Popularitāte'],
  price: ['Price (€)', 'Hind (€)', 'Цена (€)', 'Hinta (€)', 'Cena (€)'],
  product_id: ['Product ID', 'Toote ID', 'ID товара', 'Tuotetunnus', 'Preces ID'],
  product_name: ['Product', 'Toode', 'Товар', 'Tuote', 'Prece'],
  progress: ['Progress', 'Seis', 'Ход', 'Vaihe', 'Norise'],
  publication: ['Publication', 'Avaldamine', 'Публикация', 'Julkaisu', 'Publicēšana'],
  publish_end: ['Published until', 'Avaldatud kuni', 'Опубликовано до', 'Julkaistu asti', 'Publicēts līdz'],
  publish_start: ['Published from', 'Avaldatud alates', 'Опубликовано с', 'Julkaistu alkaen', 'Publicēts no'],
  quantity: ['Seats', 'Kohti', 'Мест', 'Paikkoja', 'Vietas'],
  rating: ['Rating', 'Hinne', 'Оценка', 'Arvio', 'Vērtējums'],
  reason: ['Reason', 'Põhjus', 'Причина', 'Syy', 'Iemesls'],
  route_uuid: ['Route', 'Marsruut', 'Маршрут', 'Reitti', 'Maršruts'],
  scheme_uuid: ['Scheme', 'Skeem', 'Схема', 'Skeema', 'Shēma'],
  scope: ['Applies to', 'Kehtib', 'Действует для', 'Koskee', 'Attiecas uz'],
  shop_id: ['Shop', 'Pood', 'Магазин', 'Myymälä', 'Veikals'],
  size_bytes: ['Size (bytes)', 'Suurus (baiti)', 'Размер (байт)', 'Koko (tavua)', 'Izmērs (baiti)'],
  slot: ['Slot', 'Pesa', 'Слот', 'Paikka', 'Slots'],
  slug: ['Address name', 'Aadressi nimi', 'Имя в адресе', 'Osoitenimi', 'Adreses nosaukums'],
  starts_at: ['Starts', 'Algab', 'Начало', 'Alkaa', 'Sākas'],
  status: ['Status', 'Olek', 'Статус', 'Tila', 'Statuss'],
  submitted_at: ['Placed', 'Esitatud', 'Оформлен', 'Tehty', 'Iesniegts'],
  ticket_id: ['Ticket', 'Pilet', 'Билет', 'Lippu', 'Biļete'],
  title: ['Title', 'Pealkiri', 'Заголовок', 'Otsikko', 'Virsraksts'],
  total_with_coupon_discount: ['Total (€)', 'Kokku (€)', 'Итого (€)', 'Yhteensä (€)', 'Kopā (€)'],
  type: ['Type', 'Tüüp', 'Тип', 'Tyyppi', 'Tips'],
  updated_at: ['Changed', 'Muudetud', 'Изменено', 'Muutettu', 'Mainīts'],
  uploaded_by: ['Uploaded by', 'Üles laadinud', 'Загрузил', 'Lataaja', 'Augšupielādēja'],
  user_email: ['User’s e-mail', 'Kasutaja e-post', 'Эл. почта пользователя', 'Käyttäjän sähköposti', 'Lietotāja e-pasts'],
  user_id: ['User', 'Kasutaja', 'Пользователь', 'Käyttäjä', 'Lietotājs'],
  uuid: ['UUID', 'UUID', 'UUID', 'UUID', 'UUID'],
  value: ['Value', 'Väärtus', 'Значение', 'Arvo', 'Vērtība'],
} as const satisfies Record<string, Row>;

/** Headings that differ from the field's usual meaning, by list (the metadata's `list`). */
const BY_LIST = {
  brands: { value: ['Name', 'Nimi', 'Название', 'Nimi', 'Nosaukums'] },
  restrictions: { value: ['Country or client group', 'Riik või kliendigrupp', 'Страна или группа клиентов', 'Maa tai asiakasryhmä', 'Valsts vai klientu grupa'] },
  carts: { updated_at: ['Last change', 'Viimane muudatus', 'Последнее изменение', 'Viimeisin muutos', 'Pēdējās izmaiņas'] },
  components: { name: ['Block', 'Plokk', 'Блок', 'Lohko', 'Bloks'] },
  background_services: { name: ['Service', 'Teenus', 'Служба', 'Palvelu', 'Pakalpojums'] },
} as const satisfies Record<string, Record<string, Row>>;

const ORDER_STATUS = {
  '1': ['Cart', 'Ostukorv', 'Корзина', 'Ostoskori', 'Grozs'],
  '2': ['Placed', 'Esitatud', 'Оформлен', 'Tehty', 'Iesniegts'],
  '3': ['Being prepared', 'Komplekteerimisel', 'Комплектуется', 'Käsittelyssä', 'Tiek komplektēts'],
  '4': ['Cancelled', 'Tühistatud', 'Отменён', 'Peruttu', 'Atcelts'],
  '5': ['Fulfilled', 'Täidetud', 'Выполнен', 'Toimitettu', 'Izpildīts'],
  '6': ['Awaiting payment', 'Ootab makset', 'Ожидает оплаты', 'Odottaa maksua', 'Gaida apmaksu'],
  '7': ['Event cart', 'Ürituse ostukorv', 'Корзина мероприятия', 'Tapahtuman ostoskori', 'Pasākuma grozs'],
} as const satisfies Record<string, Row>;

/** Names of the values a column holds, by field and stored value (numbers as text). */
const OPTION = {
  status: {
    ...ORDER_STATUS,
    pending: ['Waiting', 'Ootel', 'Ожидает', 'Odottaa', 'Gaida'],
    approved: ['Approved', 'Kinnitatud', 'Одобрен', 'Hyväksytty', 'Apstiprināts'],
    denied: ['Denied', 'Tagasi lükatud', 'Отклонён', 'Hylätty', 'Noraidīts'],
  },
  order_status: ORDER_STATUS,
  progress: {
    '0': ['Upcoming', 'Tulemas', 'Предстоит', 'Tulossa', 'Gaidāms'],
    '1': ['In progress', 'Käimas', 'Идёт', 'Käynnissä', 'Notiek'],
    '2': ['Done', 'Toimunud', 'Прошло', 'Päättynyt', 'Noticis'],
  },
  type: {
    CAMPAIGN: ['Campaign', 'Kampaania', 'Кампания', 'Kampanja', 'Kampaņa'],
    SHADOW: ['Shadow page', 'Varilehekülg', 'Теневая страница', 'Varjosivu', 'Ēnu lapa'],
    EVENT: ['Event', 'Üritus', 'Мероприятие', 'Tapahtuma', 'Pasākums'],
    ROUTE: ['Page', 'Lehekülg', 'Страница', 'Sivu', 'Lapa'],
    POST: ['Article', 'Artikkel', 'Статья', 'Artikkeli', 'Raksts'],
    campaign_list_head: ['Campaign list, top', 'Kampaaniate loend, üleval', 'Список кампаний, сверху', 'Kampanjaluettelo, ylhäällä', 'Kampaņu saraksts, augšā'],
    product_list_head: ['Product list, top', 'Tootenimekiri, üleval', 'Список товаров, сверху', 'Tuoteluettelo, ylhäällä', 'Preču saraksts, augšā'],
    product_list_foot: ['Product list, bottom', 'Tootenimekiri, all', 'Список товаров, снизу', 'Tuoteluettelo, alhaalla', 'Preču saraksts, apakšā'],
    events_list_head: ['Event list, top', 'Ürituste loend, üleval', 'Список мероприятий, сверху', 'Tapahtumaluettelo, ylhäällä', 'Pasākumu saraksts, augšā'],
    events_list_bottom: ['Event list, bottom', 'Ürituste loend, all', 'Список мероприятий, снизу', 'Tapahtumaluettelo, alhaalla', 'Pasākumu saraksts, apakšā'],
    navbar_top_banner: ['Banner above the menu', 'Bänner menüü kohal', 'Баннер над меню', 'Banneri valikon yllä', 'Baneris virs izvēlnes'],
    navbar_top: ['Menu links', 'Menüü lingid', 'Ссылки меню', 'Valikon linkit', 'Izvēlnes saites'],
    purchase_help: ['Purchase help', 'Ostuabi', 'Помощь с покупкой', 'Ostoapu', 'Palīdzība pirkumā'],
    training_center: ['Training centre', 'Koolituskeskus', 'Учебный центр', 'Koulutuskeskus', 'Mācību centrs'],
    footer_contact: ['Footer contacts', 'Jaluse kontaktid', 'Контакты в подвале', 'Alatunnisteen yhteystiedot', 'Kājenes kontakti'],
    about_and_help: ['About us and help', 'Meist ja abi', 'О нас и помощь', 'Meistä ja apu', 'Par mums un palīdzība'],
    banner_top: ['Banner at the top', 'Bänner üleval', 'Баннер сверху', 'Banneri ylhäällä', 'Baneris augšā'],
  },
  language: {
    et_EE: ['Estonian', 'Eesti', 'Эстонский', 'Viro', 'Igauņu'],
    en_US: ['English', 'Inglise', 'Английский', 'Englanti', 'Angļu'],
    ru_RU: ['Russian', 'Vene', 'Русский', 'Venäjä', 'Krievu'],
    fi_FI: ['Finnish', 'Soome', 'Финский', 'Suomi', 'Somu'],
    lv_LV: ['Latvian', 'Läti', 'Латышский', 'Latvia', 'Latviešu'],
  },
  publication: {
    UNPUBLISHED: ['Unpublished', 'Avaldamata', 'Не опубликовано', 'Julkaisematon', 'Nepublicēts'],
    PUBLISHED: ['Published', 'Avaldatud', 'Опубликовано', 'Julkaistu', 'Publicēts'],
    PRIVATE: ['Private', 'Privaatne', 'Закрыто', 'Yksityinen', 'Privāts'],
  },
  kind: {
    images: ['Images', 'Pildid', 'Изображения', 'Kuvat', 'Attēli'],
    documents: ['Documents', 'Dokumendid', 'Документы', 'Asiakirjat', 'Dokumenti'],
    COURIER: ['Courier', 'Kuller', 'Курьер', 'Kuriiri', 'Kurjers'],
    PARCEL_MACHINE: ['Parcel machine', 'Pakiautomaat', 'Пакомат', 'Pakettiautomaatti', 'Pakomāts'],
    PICKUP: ['Pick-up', 'Järeletulek', 'Самовывоз', 'Nouto', 'Saņemšana uz vietas'],
  },
  file_type: {
    '2': ['Manual', 'Kasutusjuhend', 'Инструкция', 'Käyttöohje', 'Lietošanas instrukcija'],
    '11': ['General', 'Üldine', 'Общий', 'Yleinen', 'Vispārīgs'],
  },
  action: {
    create: ['Created', 'Loodud', 'Создано', 'Luotu', 'Izveidots'],
    update: ['Changed', 'Muudetud', 'Изменено', 'Muutettu', 'Mainīts'],
    delete: ['Deleted', 'Kustutatud', 'Удалено', 'Poistettu', 'Dzēsts'],
    clone: ['Copied', 'Kopeeritud', 'Скопировано', 'Kopioitu', 'Kopēts'],
    upload: ['Uploaded', 'Üles laaditud', 'Загружено', 'Ladattu', 'Augšupielādēts'],
  },
  scope: {
    country: ['Country', 'Riik', 'Страна', 'Maa', 'Valsts'],
    clientGroup: ['Client group', 'Kliendigrupp', 'Группа клиентов', 'Asiakasryhmä', 'Klientu grupa'],
  },
  country_id: {
    '2': ['Estonia', 'Eesti', 'Эстония', 'Viro', 'Igaunija'],
    '3': ['Latvia', 'Läti', 'Латвия', 'Latvia', 'Latvija'],
  },
  permission_group: {
    TH_ADMIN: ['Administrator', 'Administraator', 'Администратор', 'Ylläpitäjä', 'Administrators'],
    TH_EVENT_ADMIN: ['Events', 'Üritused', 'Мероприятия', 'Tapahtumat', 'Pasākumi'],
    TH_PRODUCT_ADMIN: ['Products', 'Tooted', 'Товары', 'Tuotteet', 'Preces'],
    TH_SHOP_ADMIN: ['Shop', 'Pood', 'Магазин', 'Kauppa', 'Veikals'],
    TH_USER_ADMIN: ['Users', 'Kasutajad', 'Пользователи', 'Käyttäjät', 'Lietotāji'],
  },
  name: {
    'expire-stale-carts': ['Expire stale carts', 'Aegunud ostukorvide kustutamine', 'Удаление устаревших корзин', 'Vanhentuneiden ostoskorien poisto', 'Novecojušo grozu dzēšana'],
    'prune-login-throttle': ['Clear login throttling', 'Sisselogimispiirangute puhastus', 'Очистка ограничений входа', 'Kirjautumisrajoitusten siivous', 'Pieteikšanās ierobežojumu tīrīšana'],
    'prune-expired-tokens': ['Remove expired tokens', 'Aegunud tõendite eemaldamine', 'Удаление просроченных токенов', 'Vanhentuneiden tunnisteiden poisto', 'Novecojušu marķieru dzēšana'],
    'refresh-search-statistics': ['Refresh search statistics', 'Otsingustatistika värskendamine', 'Обновление статистики поиска', 'Hakutilastojen päivitys', 'Meklēšanas statistikas atjaunošana'],
    'refresh-parcel-machines': ['Refresh parcel machines', 'Pakiautomaatide värskendamine', 'Обновление пакоматов', 'Pakettiautomaattien päivitys', 'Pakomātu atjaunošana'],
  },
  last_outcome: {
    success: ['Succeeded', 'Õnnestus', 'Успешно', 'Onnistui', 'Izdevās'],
    failure: ['Failed', 'Ebaõnnestus', 'Ошибка', 'Epäonnistui', 'Neizdevās'],
  },
  last_trigger: {
    manual: ['By hand', 'Käsitsi', 'Вручную', 'Käsin', 'Manuāli'],
    schedule: ['On schedule', 'Ajakava järgi', 'По расписанию', 'Aikataulun mukaan', 'Pēc grafika'],
  },
} as const satisfies Record<string, Record<string, Row>>;

type Tree<T> = { [K in keyof T]: T[K] extends Row ? string : Tree<T[K]> };

const isRow = (node: unknown): node is Row => Array.isArray(node);

/** One language's texts of a tree of rows. */
function inLanguage<T extends Record<string, unknown>>(tree: T, language: UiLanguage): Tree<T> {
  const index = COLUMN_ORDER.indexOf(language);
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [key, isRow(node) ? node[index] : inLanguage(node as Record<string, unknown>, language)]),
  ) as Tree<T>;
}

const texts = (language: UiLanguage) => inLanguage({ field: FIELD, byList: BY_LIST, option: OPTION }, language);

/**
 * Admin list headings and the names of the values in their cells and filters, so staff read
 * "Order status: Being prepared", not `order_status: 3`. Written as rows of five languages, since
 * most are one or two words; the namespace is the same shape as the others.
 */
export const adminColumns = defineNamespace(
  Object.fromEntries(UI_LANGUAGES.map((language) => [language, texts(language)])) as Record<UiLanguage, ReturnType<typeof texts>>,
);
