import { createHash } from 'node:crypto';
import { BLOCK_NAME as B, COUNTRY_ID, CREATOR_ROUTE_TYPE, GAME_PATH, LANGUAGE_QUERY_PARAM, LOCALE_CODE, LOCALES, MEMORY_GAME_PATH, MS_PER_DAY, PLACEHOLDER_POSITION as P, PUBLICATION, type CreatorRouteType } from '@salon/domain';
import type { Executor } from '../db/client';
import { creatorBlueprints, creatorComponents, creatorPlaceholders, creatorRoutes, creatorSchemes, shops, type CreatorRouteProps, type PlaceholderPropsColumn } from '../db/schema';
import { productImagePath } from '../media/productImage';
import { assertPlacement, assertProps } from '../services/creator';
import type { SeededCatalogue } from './seedCatalogue';

/**
 * Creator content of the seed: a composed home page (private and business variants), campaigns
 * (one special with order -1, one with a negative order, one scheduled), inspiration posts, an
 * events page, a loyalty page, navbar/footer and product-list placeholders, in et and en. Every
 * component passes the same composition and prop checks as the administrator API.
 */

/** Deterministic uuids: the same seed gives the same uuids on every machine (tests, e2e). */
export function seedUuid(key: string): string {
  const hex = createHash('sha256').update(`salon-seed:${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

type Lang = 0 | 1;
const LANGUAGES = [LOCALE_CODE.ET, LOCALE_CODE.EN] as const;
/** Texts of the pages seeded in every shop language: et, en, ru, fi, lv. */
const ALL_LANGUAGES = [LOCALE_CODE.ET, LOCALE_CODE.EN, LOCALE_CODE.RU, LOCALE_CODE.FI, LOCALE_CODE.LV] as const;
type Lang5 = 0 | 1 | 2 | 3 | 4;
type Text5 = readonly [string, string, string, string, string];

const CONTACT_TEXT = {
  title: ['Kontakt', 'Contact', 'Контакты', 'Yhteystiedot', 'Kontakti'],
  intro: [
    'Klienditugi: +372 600 0000, info@salon.test (E–R 9–17).',
    'Customer support: +372 600 0000, info@salon.test (Mon–Fri 9–17).',
    'Служба поддержки: +372 600 0000, info@salon.test (пн–пт 9–17).',
    'Asiakastuki: +372 600 0000, info@salon.test (ma–pe 9–17).',
    'Klientu atbalsts: +372 600 0000, info@salon.test (P–Pk 9–17).',
  ],
  shopsTitle: ['Kauplused', 'Shops', 'Магазины', 'Myymälät', 'Veikali'],
  hours: ['E–R 10–19, L 10–16', 'Mon–Fri 10–19, Sat 10–16', 'пн–пт 10–19, сб 10–16', 'ma–pe 10–19, la 10–16', 'P–Pk 10–19, S 10–16'],
  trainingTitle: ['Koolituskeskus', 'Training centre', 'Учебный центр', 'Koulutuskeskus', 'Mācību centrs'],
} as const satisfies Record<string, Text5>;

const ACCESSIBILITY_TEXT = {
  title: ['Ligipääsetavus', 'Accessibility', 'Доступность', 'Saavutettavuus', 'Piekļūstamība'],
  paragraphs: [
    [
      'Soovime, et meie e-poodi saaks kasutada igaüks. Lehti saab kasutada klaviatuuriga, iga lehe alguses on link otse sisu juurde ning tekstid on ekraanilugejale nimetatud.',
      'We want everyone to be able to use our shop. Every page works with a keyboard, starts with a link straight to its content, and names its controls for screen readers.',
      'Мы хотим, чтобы нашим магазином мог пользоваться каждый. Все страницы работают с клавиатуры, начинаются со ссылки прямо к содержимому, а элементы управления названы для экранных дикторов.',
      'Haluamme, että kaikki voivat käyttää kauppaamme. Jokainen sivu toimii näppäimistöllä, alkaa linkillä suoraan sisältöön ja nimeää ohjaimensa ruudunlukijoille.',
      'Mēs vēlamies, lai mūsu veikalu varētu izmantot ikviens. Katra lapa darbojas ar tastatūru, sākas ar saiti tieši uz saturu un nosauc vadīklas ekrāna lasītājiem.',
    ],
    [
      'Kui mõni osa ei ole sulle ligipääsetav, anna meile teada: vastame kahe tööpäeva jooksul.',
      'If any part is not accessible to you, tell us: we answer within two working days.',
      'Если какая-то часть вам недоступна, сообщите нам: мы ответим в течение двух рабочих дней.',
      'Jos jokin osa ei ole sinulle saavutettava, kerro meille: vastaamme kahden arkipäivän kuluessa.',
      'Ja kāda daļa jums nav piekļūstama, pastāstiet mums: mēs atbildam divu darba dienu laikā.',
    ],
  ],
  contactLink: ['Võta ühendust', 'Contact us', 'Связаться с нами', 'Ota yhteyttä', 'Sazināties ar mums'],
} as const satisfies { title: Text5; paragraphs: readonly Text5[]; contactLink: Text5 };
/** The /game info page: a short introduction above the self-hosted memory game (apps/storefront/public/games). */
const GAME_TEXT = {
  title: ['Mäng', 'Game', 'Игра', 'Peli', 'Spēle'],
  intro: [
    'Puhka hetk ja leia paarid: iga kaart on üks salongi lemmik.',
    'Take a break and find the pairs: every card is a salon favourite.',
    'Отдохните минутку и найдите пары: каждая карта — любимец салона.',
    'Pidä tauko ja etsi parit: jokainen kortti on salongin suosikki.',
    'Atpūtieties un atrodiet pārus: katra kartīte ir salona iecienīta lieta.',
  ],
} as const satisfies Record<string, Text5>;

/** [et, en] text pairs. */
type Text = readonly [string, string];
const t = (text: Text, lang: Lang) => text[lang];
const tr = (text: Text) => ({ [LOCALE_CODE.ET]: { value: text[0], ext_id: null }, [LOCALE_CODE.EN]: { value: text[1], ext_id: null } });
const img = (productId: number) => productImagePath(productId);
const paragraph = (text: string) => ({ type: 'paragraph', data: { text } });
const header = (text: string, level = 2) => ({ type: 'header', data: { text, level } });

interface Block {
  name: string;
  props: Record<string, unknown>;
  children?: Block[];
}
const b = (name: string, props: Record<string, unknown> = {}, children: Block[] = []): Block => ({ name, props, children });

interface PlaceholderSeed {
  type: string;
  name: string;
  props: PlaceholderPropsColumn;
  blocks: Block[];
}

interface SchemeSeed {
  key: string;
  language: string;
  path: string;
  isBusiness?: boolean;
  shopId?: number | null;
  metaTitle: string;
  metaDescription?: string;
  metaImageSrc?: string | null;
  publication?: string;
  publishStart?: Date | null;
  publishEnd?: Date | null;
  createdAt?: Date;
  blocks: Block[];
  placeholders?: PlaceholderSeed[];
}

export interface SeededCreator {
  homeRouteUuid: string;
  campaignRouteUuids: string[];
  postRouteUuids: string[];
  eventsRouteUuid: string;
  siteRouteUuid: string;
  shopIds: number[];
}

async function insertRoute(db: Executor, key: string, type: CreatorRouteType, name: string, props: CreatorRouteProps, schemes: SchemeSeed[]): Promise<string> {
  const routeUuid = seedUuid(`route:${key}`);
  await db.insert(creatorRoutes).values({ uuid: routeUuid, type, name, props });
  for (const scheme of schemes) {
    const schemeUuid = seedUuid(`scheme:${scheme.key}`);
    await db.insert(creatorSchemes).values({
      uuid: schemeUuid,
      routeUuid,
      type,
      language: scheme.language,
      path: scheme.path,
      isBusiness: scheme.isBusiness ?? false,
      shopId: scheme.shopId ?? null,
      metaTitle: scheme.metaTitle,
      metaDescription: scheme.metaDescription ?? '',
      metaImageSrc: scheme.metaImageSrc ?? null,
      publication: scheme.publication ?? PUBLICATION.PUBLISHED,
      publishStart: scheme.publishStart ?? null,
      publishEnd: scheme.publishEnd ?? null,
      ...(scheme.createdAt && { createdAt: scheme.createdAt }),
    });
    const rows: (typeof creatorComponents.$inferInsert)[] = [];
    const addTree = (blocks: Block[], parent: { uuid: string; name: string } | null, placeholderUuid: string | null, path: string): string[] =>
      blocks.map((block, index) => {
        const uuid = seedUuid(`component:${scheme.key}:${path}${index}`);
        assertPlacement({ name: block.name, parent: parent as never, placeholderUuid });
        rows.push({ uuid, name: block.name, parentUuid: parent?.uuid ?? null, routeUuid, schemeUuid, placeholderUuid, props: assertProps(block.name, block.props), index, slot: 'default' });
        addTree(block.children ?? [], { uuid, name: block.name }, placeholderUuid, `${path}${index}.`);
        return uuid;
      });
    const pattern = addTree(scheme.blocks, null, null, '');
    const blueprints: (typeof creatorBlueprints.$inferInsert)[] = [{ routeUuid, schemeUuid, placeholderUuid: null, pattern }];
    for (const [index, placeholder] of (scheme.placeholders ?? []).entries()) {
      const placeholderUuid = seedUuid(`placeholder:${scheme.key}:${index}`);
      await db.insert(creatorPlaceholders).values({ uuid: placeholderUuid, routeUuid, schemeUuid, type: placeholder.type, name: placeholder.name, props: { query_fields: {}, replace_original: false, ...placeholder.props } });
      blueprints.push({ routeUuid, schemeUuid, placeholderUuid, pattern: addTree(placeholder.blocks, null, placeholderUuid, `p${index}:`) });
    }
    if (rows.length > 0) await db.insert(creatorComponents).values(rows);
    await db.insert(creatorBlueprints).values(blueprints);
  }
  return routeUuid;
}

const slide = (lang: Lang, title: Text, productId: number, color: 1 | 2 | 3, extra: Record<string, unknown> = {}) =>
  b(B.CAROUSEL_ITEM, {
    title: t(title, lang),
    linkAlt: lang === 0 ? 'VAATA LÄHEMALT' : 'TAKE A LOOK',
    linkUrl: '/campaigns/kevadkampaania',
    imgSrc: img(productId),
    imgAlt: t(title, lang),
    startDateTime: '',
    endDateTime: '',
    colorSchemeNumber: color,
    ...extra,
  });
const mini = (name: string, title: Text, description: Text, productId: number, link: string, bgColor = 'Blue') =>
  b(name, { i18n_title: tr(title), i18n_description: tr(description), linkUrl: link, imgSrc: img(productId), imgAlt: title[0], bgColor });

/**
 * A text link card for the footer placeholders: title, one line and a site link in et and en.
 * Only placeholder-capable blocks (docs composition rules) can sit there, so the links are
 * split previews rather than DynamicButton / ExcerptTitleText, which are top-level only.
 */
const linkCard = (title: Text, description: Text, linkUrl: string, bgColor = 'Blue') =>
  b(B.SPLIT_PREVIEW_MINI, { i18n_title: tr(title), i18n_description: tr(description), linkUrl, imgSrc: '', imgAlt: '', bgColor });

function footerContactBlocks(): Block[] {
  return [
    b(B.SINGLE_LARGE_PREVIEW, {
      i18n_title: tr(['Klienditeenindus', 'Customer service']),
      i18n_description: tr(['E–R 9–17, +372 600 0000, info@salon.test', 'Mon–Fri 9–17, +372 600 0000, info@salon.test']),
      linkUrl: '/contact',
      imgSrc: '',
      imgAlt: '',
      bgColor: 'Blue',
    }),
    b(B.SPLIT_PREVIEW_WRAPPER, { gap: 16 }, [
      linkCard(['Tarne ja tagastus', 'Delivery and returns'], ['Tasuta tarne alates 60 €', 'Free delivery from 60 €'], '/delivery'),
      linkCard(['Koolituskeskus', 'Training centre'], ['Koolitused Tallinnas ja Riias', 'Courses in Tallinn and Riga'], '/events', 'Green'),
    ]),
  ];
}

function salonGuideBlocks(): Block[] {
  return [
    b(B.SPLIT_PREVIEW_WRAPPER, { gap: 16 }, [
      linkCard(['Inspiratsioon', 'Inspiration'], ['Trendid ja nõuanded', 'Trends and advice'], '/inspiration'),
      linkCard(['Koolitused', 'Training courses'], ['Tallinnas ja Riias', 'In Tallinn and Riga'], '/events', 'Green'),
      linkCard(['Püsikliendiprogramm', 'Loyalty programme'], ['Punktid igalt ostult', 'Points on every purchase'], '/loyalty', 'Purple'),
      linkCard(['Kampaaniad', 'Campaigns'], ['Kehtivad pakkumised', 'Current offers'], '/campaigns'),
    ]),
  ];
}

function aboutAndHelpBlocks(): Block[] {
  return [
    b(B.SPLIT_PREVIEW_WRAPPER, { gap: 16 }, [
      linkCard(['Meist', 'About us'], ['Ilusalongide hulgimüüja', 'Wholesale for beauty salons'], '/about'),
      linkCard(['Abi ja KKK', 'Help and FAQ'], ['Tellimine, maksmine ja tarne', 'Ordering, payment and delivery'], '/help', 'Green'),
      linkCard(['Püsikliendiprogramm', 'Loyalty programme'], ['Kogu punkte igalt ostult', 'Collect points on every purchase'], '/loyalty', 'Purple'),
      linkCard(['Ligipääsetavus', 'Accessibility'], ['Kuidas meie e-poodi kasutada', 'How to use our shop'], '/accessibility'),
    ]),
  ];
}

function homeBlocks(lang: Lang, business: boolean, catalogue: SeededCatalogue): Block[] {
  const [p1, p2, p3, p4, p5] = catalogue.productIds as [number, number, number, number, number];
  return [
    b(B.CAROUSEL, { slideDelay: 5000, visibleSlides: '1', uniqueId: 'home-carousel' }, [
      business
        ? slide(lang, ['Salongi hulgipakkumised', 'Wholesale offers for salons'], p1, 2)
        : slide(lang, ['Kevadised juuksehoolduse uudised', 'Spring hair-care news'], p1, 1),
      slide(lang, ['Uued küünetooted', 'New nail products'], p2, 3),
    ]),
    b(B.SPLIT_PREVIEW_WRAPPER, { gap: 24 }, [
      mini(B.SPLIT_PREVIEW_MINI, ['Juuksehooldus', 'Hair care'], ['Šampoonid ja palsamid', 'Shampoos and conditioners'], p3, '/campaigns/kevadkampaania'),
      mini(B.SPLIT_PREVIEW_REGULAR, ['Koolitused', 'Training'], ['Registreeru koolitustele', 'Sign up for training'], p4, '/events', 'Green'),
      mini(B.SPLIT_PREVIEW_TRANSPARENT, ['Inspiratsioon', 'Inspiration'], ['Trendid ja nõuanded', 'Trends and advice'], p5, '/inspiration', 'Purple'),
    ]),
    b(B.STATIC_TEXT_ROW_WRAPPER, { uniqueId: 'benefits' }, [
      b(B.STATIC_TEXT_ITEM, { i18n_title: tr(['Kiire tarne', 'Fast delivery']), i18n_description: tr(['1-2 tööpäeva', '1-2 working days']), icon: 'package' }),
      b(B.STATIC_TEXT_ITEM, { i18n_title: tr(['Hinnad eurodes', 'Prices in euros']), i18n_description: tr(['Käibemaksuga', 'VAT included']), icon: 'euro' }),
      b(B.STATIC_TEXT_ITEM, { i18n_title: tr(['Eesti ja Läti', 'Estonia and Latvia']), i18n_description: tr(['Tarnime mõlemasse', 'We deliver to both']), icon: 'globe' }),
    ]),
    b(B.HORIZONTAL_PRODUCT_LIST_WITH_PANEL, {
      queryType: business ? 'business_highlighted' : 'highlighted',
      listType: 'looping',
      panelSide: 'left',
      label: t(['Esiletõstetud', 'Highlighted'], lang),
      panelTextColor: 'white',
      title: t(['Hooaja lemmikud', 'Favourites of the season'], lang),
      subtitle: t(['Valitud tooted', 'Selected products'], lang),
      bigText: '-20%',
      imgSrc: img(p2),
      imgAlt: '',
      bottomLabel: '',
      linkText: t(['Kõik tooted', 'All products'], lang),
      linkUrl: '/products',
      uniqueId: 'highlighted',
    }),
    b(B.SPACER, { height: 32 }),
    b(B.TITLE_WITH_TEXT_COLUMNS, {
      uniqueId: 'about',
      content: [header(t(['Professionaalne ilu', 'Professional beauty'], lang)), paragraph(t(['Oleme salongide partner aastast 1995.', 'We have partnered with salons since 1995.'], lang))],
      linkText: t(['Meist', 'About us'], lang),
      linkUrl: '/about',
      firstColumnWidth: '40',
    }),
    b(B.POST_TEASER_LIST, {
      title: t(['Inspiratsioon', 'Inspiration'], lang),
      featured: '1',
      post_1: t(['Kevade juuksetrendid', 'Spring hair trends'], lang),
      post_2: t(['Küünehooldus kodus', 'Nail care at home'], lang),
      post_3: t(['Salongi kasvatamine', 'Growing your salon'], lang),
    }),
    b(B.HORIZONTAL_LINE, { spacing: 'medium' }),
    business
      ? b(B.THIN_BANNER, { label: t(['Salongikliendile', 'For salons'], lang), linkText: t(['Küsi pakkumist', 'Ask for an offer'], lang), linkUrl: '/contact', imgSrc: img(p3), textColor: 'white' })
      : b(B.NEWSLETTER_SIGNUP, { title: t(['Liitu uudiskirjaga', 'Join the newsletter'], lang), description: t(['Pakkumised igal nädalal', 'Offers every week'], lang) }),
  ];
}

function campaignBlocks(lang: Lang, title: Text, productIds: number[], special: boolean): Block[] {
  const [a, c] = productIds as [number, number];
  return [
    ...(special
      ? [b(B.HUGE_BANNER, { uuid: seedUuid(`banner:${title[1]}`), title: t(title, lang), description: t(['Ainult sel nädalal', 'This week only'], lang), imgSrc: img(a), imgSrcTwo: img(c), switchTimeoutSeconds: '2', closeTimeoutSeconds: 10, linkUrl: '/products', textColor: 'white' })]
      : []),
    b(B.CAROUSEL, { slideDelay: 4000, visibleSlides: '2' }, [slide(lang, title, a, 1), slide(lang, ['Parimad hinnad', 'Best prices'], c, 2)]),
    b(B.EXCERPT_TITLE_TEXT, { title: t(title, lang), description: t(['Kampaania kestab kuu lõpuni.', 'The campaign runs until the end of the month.'], lang), linkUrl: '/products' }),
    b(B.HORIZONTAL_PRODUCT_LIST, { title: t(['Kampaaniatooted', 'Campaign products'], lang), queryType: 'popular', listType: 'once', small: 'no', linkText: '', linkUrl: '', uniqueId: 'campaign-products' }),
    b(B.DYNAMIC_BUTTON, { label: t(['Vaata kõiki', 'See all'], lang), linkUrl: '/products', alignment: 'center' }),
  ];
}

function postBlocks(lang: Lang, title: Text, productId: number): Block[] {
  return [
    b(B.CONTENT_HEAD, { title: t(title, lang), intro: t(['Nõuanded meie koolitajatelt.', 'Advice from our trainers.'], lang), tags: 'juuksed, trendid', imgSrc: img(productId), imgAlt: '' }, [
      b(B.LABEL_TEXT_ITEM, { i18n_label: tr(['Autor', 'Author']), i18n_value: tr(['Kadri Kask', 'Kadri Kask']) }),
      b(B.LABEL_TEXT_ITEM, { i18n_label: tr(['Lugemisaeg', 'Reading time']), i18n_value: tr(['4 min', '4 min']) }),
    ]),
    b(B.TABLE_OF_CONTENTS, { title: t(['Sisukord', 'Contents'], lang) }, [
      b(B.SCROLL_TO_BUTTON, { label: t(['Ettevalmistus', 'Preparation'], lang), targetId: 'preparation' }),
      b(B.SCROLL_TO_BUTTON, { label: t(['Tulemus', 'Result'], lang), targetId: 'result' }),
    ]),
    b(B.CONTENT_SUBHEAD, { title: t(['Ettevalmistus', 'Preparation'], lang), uniqueId: 'preparation' }),
    b(B.POST_CONTENT, { content: [paragraph(t(['Alusta puhtast juustest.', 'Start with clean hair.'], lang)), { type: 'list', data: { style: 'unordered', items: ['Šampoon', 'Palsam', 'Mask'] } }], uniqueId: 'post-body' }),
    b(B.CONTENT_WRAPPER, { width: 'narrow', uniqueId: 'result' }, [b(B.CONTENT_DYNAMIC_TEXT, { content: [paragraph(t(['Tulemus püsib kuni kuus nädalat.', 'The result lasts up to six weeks.'], lang))] })]),
    b(B.CONTENT_IMAGE, { imgSrc: img(productId + 1), imgAlt: '', cornerStyle: 'rounded', uniqueId: '' }),
  ];
}

function eventBlocks(lang: Lang): Block[] {
  return [
    b(B.EXCERPT_TITLE_TEXT, { title: t(['Koolituskeskus', 'Training centre'], lang), description: t(['Praktilised koolitused juuksuritele ja küünetehnikutele.', 'Hands-on training for hairdressers and nail technicians.'], lang), linkUrl: '' }),
    b(B.ICON_TEXT_BOXES, { title: t(['Miks meie koolitused', 'Why our training'], lang), subtitle: '' }, [
      b(B.ICON_TEXT_BOX_ROW, { titleLeft: t(['Kogenud koolitajad', 'Experienced trainers'], lang), titleRight: t(['Väikesed grupid', 'Small groups'], lang), iconLeft: 'heart', iconRight: 'tag' }),
    ]),
    b(B.ACCORDION_WRAPPER, { title: t(['Tingimused', 'Terms'], lang), isTermsInEvents: 'yes' }, [
      b(B.ACCORDION_TOGGLE, { title: t(['Tühistamine', 'Cancellation'], lang), isOpen: 'no', imgSrc: '', content: [paragraph(t(['Tühista kuni 7 päeva enne.', 'Cancel up to 7 days before.'], lang))] }),
      b(B.ACCORDION_TOGGLE, { title: t(['Makse', 'Payment'], lang), isOpen: 'no', imgSrc: '', content: [paragraph(t(['Arve või kaardimakse.', 'Invoice or card payment.'], lang))] }),
    ]),
  ];
}

function loyaltyBlocks(lang: Lang, productId: number): Block[] {
  return [
    b(B.LOYALTY_INTRO_BANNER, { title: t(['Püsikliendiprogramm', 'Loyalty programme'], lang), description: t(['Kogu punkte igalt ostult.', 'Collect points on every purchase.'], lang), imgSrc: img(productId), imgAlt: '', textColor: 'black' }, [
      b(B.LOYALTY_BUTTONS, { alignment: 'left' }),
    ]),
    b(B.LOYALTY_THREE_STEPS, { showTeaserImage: 'no', title: t(['Kolm sammu', 'Three steps'], lang), stepTitle1: '1', stepText1: t(['Liitu', 'Join'], lang), stepTitle2: '2', stepText2: t(['Osta', 'Shop'], lang), stepTitle3: '3', stepText3: t(['Säästa', 'Save'], lang) }),
    b(B.LOYALTY_LEVELS_TABLE, { title: t(['Tasemed', 'Tiers'], lang), highlightCurrentTier: 'yes' }),
    b(B.LOYALTY_PROGRESS_BANNER, { title: '', description: '' }),
    b(B.LOYALTY_IMAGE_AND_TEXT, { title: t(['Punktid kehtivad aasta', 'Points last a year'], lang), content: [paragraph('…')], imgSrc: img(productId + 2), imgAlt: '', imageSide: 'right' }, [b(B.LOYALTY_BUTTONS, { alignment: 'left' })]),
    b(B.TEXT_CARD_LIST, { title: t(['Eelised', 'Benefits'], lang), uniqueId: '' }, [
      b(B.LIST_PREVIEW_TEXT_CARD, { label: '1', title: t(['Allahindlus', 'Discount'], lang), subtitle: '', bigText: '10%', imgAlt: '', imgSrc: '', linkText: '', linkUrl: '' }),
      b(B.LIST_PREVIEW_TEXT_CARD, { label: '2', title: t(['Allahindlus', 'Discount'], lang), subtitle: '', bigText: '15%', imgAlt: '', imgSrc: '', linkText: '', linkUrl: '' }),
    ]),
  ];
}

export async function seedCreator(db: Executor, catalogue: SeededCatalogue, now: Date): Promise<SeededCreator> {
  const shopRows = await db
    .insert(shops)
    .values([
      { name: 'Tallinn Kristiine', code: 'TLN', countryId: COUNTRY_ID.EE },
      { name: 'Rīga', code: 'RIX', countryId: COUNTRY_ID.LV },
    ])
    .returning({ id: shops.id });
  const products = catalogue.productIds;
  const day = (offset: number) => new Date(now.getTime() + offset * MS_PER_DAY);
  const bothLanguages = (key: string, path: Text, metaTitle: Text, blocks: (lang: Lang) => Block[], extra: Partial<SchemeSeed> = {}): SchemeSeed[] =>
    ([0, 1] as const).map((lang) => ({ key: `${key}:${LANGUAGES[lang]}`, language: LANGUAGES[lang], path: path[lang], metaTitle: metaTitle[lang], blocks: blocks(lang), ...extra }));

  // Site-wide placeholders: navbar and footer content, and product-list heads matched by query_fields.
  const [brandId, secondBrandId] = catalogue.brandIds as [number, number];
  const [categoryId] = catalogue.leafCategoryIds as [number];
  const sitePlaceholders = (lang: Lang): PlaceholderSeed[] => [
    { type: P.NAVBAR_TOP_BANNER, name: 'Navbar top banner', props: { label: t(['Tasuta tarne alates 60 €', 'Free delivery from 60 €'], lang), backgroundColor: '#1d3557', textColor: '#ffffff', linkUrl: '/delivery' }, blocks: [] },
    { type: P.PURCHASE_HELP, name: 'Purchase help', props: { label: t(['Ostuabi', 'Purchase help'], lang), linkUrl: '/help' }, blocks: [b(B.SINGLE_LARGE_PREVIEW, { i18n_title: tr(['Vajad abi?', 'Need help?']), i18n_description: tr(['Helista +372 600 0000', 'Call +372 600 0000']), linkUrl: '/help', imgSrc: '', imgAlt: '', bgColor: 'Blue' })] },
    { type: P.TRAINING_CENTER, name: 'Training centre', props: { label: t(['Koolituskeskus', 'Training centre'], lang), linkUrl: '/events' }, blocks: [mini(B.SPLIT_PREVIEW_MINI, ['Koolitused', 'Training'], ['Vaata kalendrit', 'See the calendar'], products[6]!, '/events', 'Green')] },
    { type: P.FOOTER_CONTACT, name: 'Footer contact', props: { label: t(['Kontakt', 'Contact'], lang), linkUrl: '/contact' }, blocks: footerContactBlocks() },
    { type: P.ABOUT_AND_HELP, name: 'About and help', props: { label: t(['Meist ja abi', 'About and help'], lang), linkUrl: '/about' }, blocks: aboutAndHelpBlocks() },
    { type: P.PRODUCT_LIST_HEAD, name: 'Brand head', props: { query_fields: { brand: String(brandId) }, replace_original: false }, blocks: [b(B.BRAND_HEAD, { i18n_title: tr(['Brändi lugu', 'Brand story']), i18n_description: tr(['Professionaalne kvaliteet.', 'Professional quality.']), logoSrc: '', logoAlt: '', imgSrc: img(products[7]!), imgAlt: '' })] },
    { type: P.PRODUCT_LIST_HEAD, name: 'Category head', props: { query_fields: { category: String(categoryId) }, replace_original: true }, blocks: [b(B.CATEGORY_HEAD, { title: t(['Juuksehooldus', 'Hair care'], lang), description: '', imgSrc: '', imgAlt: '' })] },
    { type: P.PRODUCT_LIST_FOOT, name: 'Category foot', props: { query_fields: { category: String(categoryId) } }, blocks: [b(B.CATEGORY_FOOT, { title: t(['Nõuanded', 'Advice'], lang), description: '', imgSrc: '', imgAlt: '' })] },
    { type: P.BANNER_TOP, name: 'Brand banner', props: { query_fields: { brand: String(secondBrandId) } }, blocks: [b(B.CAROUSEL, { slideDelay: 5000, visibleSlides: '1' }, [slide(lang, ['Brändi nädal', 'Brand week'], products[8]!, 3)])] },
    // A navigation menu in the navbar's top links (decision 0044): its link cards are the groups
    // of the placeholder-navigation-expanded modal. Last, so the others keep their seeded uuids.
    { type: P.NAVBAR_TOP, name: 'Salon guide menu', props: { label: t(['Salongi teejuht', 'Salon guide'], lang) }, blocks: salonGuideBlocks() },
  ];
  const siteRouteUuid = await insertRoute(db, 'site', CREATOR_ROUTE_TYPE.SHADOW, 'Site-wide placeholders', {}, bothLanguages('site', ['/_site', '/_site'], ['Sait', 'Site'], () => []).map((scheme, lang) => ({ ...scheme, placeholders: sitePlaceholders(lang as Lang) })));

  const homeRouteUuid = await insertRoute(db, 'home', CREATOR_ROUTE_TYPE.ROUTE, 'Home page', {}, [
    ...bothLanguages('home', ['/', '/'], ['Avaleht', 'Home'], (lang) => homeBlocks(lang, false, catalogue)),
    ...bothLanguages('home-business', ['/', '/'], ['Avaleht salongidele', 'Home for salons'], (lang) => homeBlocks(lang, true, catalogue), { isBusiness: true }),
  ]);

  const campaignSeeds: { key: string; title: Text; slug: Text; props: CreatorRouteProps; special?: boolean; window?: [number, number] }[] = [
    { key: 'spring', title: ['Kevadkampaania', 'Spring campaign'], slug: ['kevadkampaania', 'spring-campaign'], props: { order: 1, is_highlighted: true } },
    { key: 'nails', title: ['Küünenädal', 'Nail week'], slug: ['kuunenadal', 'nail-week'], props: { order: 2, is_highlighted: false } },
    { key: 'flash', title: ['Välkpakkumine', 'Flash offer'], slug: ['valkpakkumine', 'flash-offer'], props: { order: -1, is_highlighted: true }, special: true },
    { key: 'archive', title: ['Eelmise hooaja kampaania', 'Last season campaign'], slug: ['eelmine-hooaeg', 'last-season'], props: { order: -5, is_highlighted: false } },
    { key: 'summer', title: ['Suvekampaania', 'Summer campaign'], slug: ['suvekampaania', 'summer-campaign'], props: { order: 3, is_highlighted: false }, window: [30, 60] },
  ];
  const campaignRouteUuids: string[] = [];
  for (const [index, campaign] of campaignSeeds.entries()) {
    campaignRouteUuids.push(
      await insertRoute(
        db,
        `campaign:${campaign.key}`,
        CREATOR_ROUTE_TYPE.CAMPAIGN,
        campaign.title[1],
        campaign.props,
        bothLanguages(`campaign:${campaign.key}`, [`/campaigns/${campaign.slug[0]}`, `/campaigns/${campaign.slug[1]}`], campaign.title, (lang) => campaignBlocks(lang, campaign.title, [products[index]!, products[index + 10]!], !!campaign.special), {
          metaImageSrc: img(products[index]!),
          ...(campaign.window && { publishStart: day(campaign.window[0]), publishEnd: day(campaign.window[1]) }),
        }),
      ),
    );
  }

  const postSeeds: { key: string; title: Text; slug: Text }[] = [
    { key: 'hair-trends', title: ['Kevade juuksetrendid', 'Spring hair trends'], slug: ['kevade-juuksetrendid', 'spring-hair-trends'] },
    { key: 'nail-care', title: ['Küünehooldus kodus', 'Nail care at home'], slug: ['kuunehooldus-kodus', 'nail-care-at-home'] },
    { key: 'salon-growth', title: ['Salongi kasvatamine', 'Growing your salon'], slug: ['salongi-kasvatamine', 'growing-your-salon'] },
  ];
  const postRouteUuids: string[] = [];
  for (const [index, post] of postSeeds.entries()) {
    postRouteUuids.push(
      await insertRoute(
        db,
        `post:${post.key}`,
        CREATOR_ROUTE_TYPE.POST,
        post.title[1],
        {},
        bothLanguages(`post:${post.key}`, [`/inspiration/${post.slug[0]}`, `/inspiration/${post.slug[1]}`], post.title, (lang) => postBlocks(lang, post.title, products[20 + index * 3]!), {
          metaImageSrc: img(products[20 + index * 3]!),
          metaDescription: post.title[1],
          createdAt: day(-(index + 1) * 7),
        }),
      ),
    );
  }
  // A private draft post: visible to route admins only.
  await insertRoute(db, 'post:draft', CREATOR_ROUTE_TYPE.POST, 'Draft post', {}, [
    { key: 'post:draft:et', language: LOCALE_CODE.ET, path: '/inspiration/mustand', metaTitle: 'Mustand', publication: PUBLICATION.PRIVATE, blocks: postBlocks(0, ['Mustand', 'Draft'], products[30]!) },
  ]);

  const eventsRouteUuid = await insertRoute(
    db,
    'events',
    CREATOR_ROUTE_TYPE.EVENT,
    'Events page',
    {},
    bothLanguages('events', ['/events', '/events'], ['Koolitused', 'Training events'], eventBlocks).map((scheme, lang) => ({
      ...scheme,
      placeholders: [
        { type: P.EVENTS_LIST_HEAD, name: 'Events list head', props: { label: t(['Tulevased koolitused', 'Upcoming training'], lang as Lang) }, blocks: [b(B.SPACER, { height: 16 })] },
        { type: P.EVENTS_LIST_BOTTOM, name: 'Events list bottom', props: {}, blocks: [b(B.SINGLE_LARGE_PREVIEW, { i18n_title: tr(['Privaatkoolitus', 'Private training']), i18n_description: tr(['Küsi pakkumist', 'Ask for an offer']), linkUrl: '/contact', imgSrc: '', imgAlt: '', bgColor: 'Purple' })] },
      ],
    })),
  );

  await insertRoute(db, 'campaigns-list', CREATOR_ROUTE_TYPE.SHADOW, 'Campaign list', {}, bothLanguages('campaigns-list', ['/campaigns', '/campaigns'], ['Kampaaniad', 'Campaigns'], () => []).map((scheme) => ({
    ...scheme,
    placeholders: [{ type: P.CAMPAIGN_LIST_HEAD, name: 'Campaign list head', props: {}, blocks: [b(B.SPACER, { height: 24 })] }],
  })));
  await insertRoute(db, 'loyalty', CREATOR_ROUTE_TYPE.ROUTE, 'Loyalty', {}, bothLanguages('loyalty', ['/loyalty', '/loyalty'], ['Püsikliendiprogramm', 'Loyalty programme'], (lang) => loyaltyBlocks(lang, products[40]!)));
  await insertRoute(db, 'careers', CREATOR_ROUTE_TYPE.ROUTE, 'Careers', {}, bothLanguages('careers', ['/karjaar', '/careers'], ['Karjäär', 'Careers'], (lang) => [
    // No Iframe or Game here: their sources are required (decision 0022) and the demo data has none to embed.
    b(B.CAREERS_LIST, { title: t(['Tule meile tööle', 'Work with us'], lang), intro: '' }),
  ]));

  // The fixed info pages, in every shop language (issue 16 item 9): a shopper reading Russian,
  // Finnish or Latvian gets the page in their language, not the Estonian fallback.
  const everyLanguage = (key: string, path: string, metaTitle: Text5, blocks: (lang: Lang5) => Block[]): SchemeSeed[] =>
    ALL_LANGUAGES.map((language, lang) => ({ key: `${key}:${language}`, language, path, metaTitle: metaTitle[lang]!, blocks: blocks(lang as Lang5) }));
  await insertRoute(db, 'contact', CREATOR_ROUTE_TYPE.ROUTE, 'Contact', {}, everyLanguage('contact', '/contact', CONTACT_TEXT.title, (lang) => [
    b(B.TITLE_WITH_TEXT_COLUMNS, {
      uniqueId: 'contact',
      content: [
        header(CONTACT_TEXT.title[lang]!, 2),
        paragraph(CONTACT_TEXT.intro[lang]!),
        header(CONTACT_TEXT.shopsTitle[lang]!, 3),
        paragraph(`Tallinn Kristiine — ${CONTACT_TEXT.hours[lang]}`),
        paragraph(`Rīga — ${CONTACT_TEXT.hours[lang]}`),
        header(CONTACT_TEXT.trainingTitle[lang]!, 3),
        paragraph('+372 600 0001, koolitus@salon.test'),
      ],
      linkText: '',
      linkUrl: '',
      firstColumnWidth: '50',
    }),
  ]));
  await insertRoute(db, 'accessibility', CREATOR_ROUTE_TYPE.ROUTE, 'Accessibility', {}, everyLanguage('accessibility', '/accessibility', ACCESSIBILITY_TEXT.title, (lang) => [
    b(B.TITLE_WITH_TEXT_COLUMNS, {
      uniqueId: 'accessibility',
      content: [header(ACCESSIBILITY_TEXT.title[lang]!, 2), ...ACCESSIBILITY_TEXT.paragraphs.map((text) => paragraph(text[lang]!))],
      linkText: ACCESSIBILITY_TEXT.contactLink[lang]!,
      linkUrl: '/contact',
      firstColumnWidth: '50',
    }),
  ]));

  await insertRoute(db, 'game', CREATOR_ROUTE_TYPE.ROUTE, 'Game', {}, everyLanguage('game', GAME_PATH, GAME_TEXT.title, (lang) => [
    b(B.TITLE_WITH_TEXT_COLUMNS, {
      uniqueId: 'game-intro',
      content: [header(GAME_TEXT.title[lang]!, 2), paragraph(GAME_TEXT.intro[lang]!)],
      linkText: '',
      linkUrl: '',
      firstColumnWidth: '50',
    }),
    // Served by the storefront itself, so the frame is same-origin and needs no outside host.
    b(B.GAME, { gameId: 'memory', gameIframeURL: `${MEMORY_GAME_PATH}?${LANGUAGE_QUERY_PARAM}=${LOCALES.find((locale) => locale.code === ALL_LANGUAGES[lang])!.shortCode}`, height: '640px', width: '100%' }),
  ]));

  return { homeRouteUuid, campaignRouteUuids, postRouteUuids, eventsRouteUuid, siteRouteUuid, shopIds: shopRows.map((row) => row.id) };
}
