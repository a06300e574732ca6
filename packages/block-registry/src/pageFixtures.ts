import { BLOCK_NAME as B } from '@salon/domain';
import type { StoredComponent } from './buildComponentTree';

/** One stored component row for tests: top level, unless `extra` says otherwise. */
export const storedComponent = (uuid: string, name: string, props: Record<string, unknown> = {}, extra: Partial<StoredComponent> = {}): StoredComponent => ({
  uuid,
  name,
  parent_uuid: null,
  props,
  ...extra,
});

let counter = 0;
const c = (name: string, props: Record<string, unknown>, extra: Partial<StoredComponent> = {}): StoredComponent => {
  const uuid = extra.uuid ?? `${name}-${++counter}`;
  return storedComponent(uuid, name, props, { index: counter, ...extra });
};

const svg = (label: string, background: string, width = 1200, height = 600) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 8)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`,
  )}`;

const tr = (en: string, et: string) => ({ en_US: { value: en, ext_id: null }, et_EE: { value: et, ext_id: null } });

/** Stored component rows of a home page, as the creator API returns them. */
export const homePage: StoredComponent[] = [
  c(B.THIN_BANNER, { label: 'Free delivery from 50 €', linkText: 'Shop now', linkUrl: '/campaigns/delivery', textColor: 'white' }),
  c(B.CAROUSEL, {}, { uuid: 'home-carousel' }),
  c(B.CAROUSEL_ITEM, { title: 'Spring colours are here', linkUrl: '/campaigns/spring', imgSrc: svg('Spring', '#1f3a93'), imgAlt: 'Spring hair colour' }, { parent_uuid: 'home-carousel' }),
  c(B.CAROUSEL_ITEM, { title: 'New repair masks', linkUrl: '/products/masks', imgSrc: svg('Masks', '#1d6b4f'), imgAlt: 'Repair masks', colorSchemeNumber: 2 }, { parent_uuid: 'home-carousel' }),
  c(B.STATIC_TEXT_ROW_WRAPPER, {}, { uuid: 'home-usps' }),
  c(B.STATIC_TEXT_ITEM, { icon: 'package', i18n_title: tr('Free delivery', 'Tasuta tarne'), i18n_description: tr('From 50 €.', 'Alates 50 €.') }, { parent_uuid: 'home-usps' }),
  c(B.STATIC_TEXT_ITEM, { icon: 'euro', i18n_title: tr('Member prices', 'Liikmehinnad'), i18n_description: tr('Up to 20% off.', 'Kuni 20% soodsamalt.') }, { parent_uuid: 'home-usps' }),
  c(B.HORIZONTAL_PRODUCT_LIST, { title: 'Popular now', queryType: 'popular', linkText: 'See all', linkUrl: '/products/popular' }),
  c(B.SPLIT_PREVIEW_WRAPPER, { gap: 16 }, { uuid: 'home-split' }),
  c(B.SPLIT_PREVIEW_REGULAR, { i18n_title: tr('Trainings', 'Koolitused'), i18n_description: tr('Learn from the best.', 'Õpi parimatelt.'), linkUrl: '/events', imgSrc: svg('Training', '#5b2a86', 900, 600), imgAlt: '', bgColor: 'Purple' }, { parent_uuid: 'home-split' }),
  c(B.SPLIT_PREVIEW_REGULAR, { i18n_title: tr('Inspiration', 'Inspiratsioon'), i18n_description: tr('Trends and routines.', 'Trendid ja rutiinid.'), linkUrl: '/inspiration', imgSrc: svg('Ideas', '#1d6b4f', 900, 600), imgAlt: '', bgColor: 'Green' }, { parent_uuid: 'home-split' }),
  c(B.NEWSLETTER_SIGNUP, { title: '', description: 'News, trainings and offers once a week.' }),
  c('RetiredPromoBlock', { title: 'This block no longer exists' }),
];

export const campaignPage: StoredComponent[] = [
  c(B.HUGE_BANNER, { uuid: 'spring-2025', title: 'Spring sale -30%', description: 'On all hair colours until Sunday.', imgSrc: svg('Sale', '#1f3a93'), imgSrcTwo: svg('Colours', '#5b2a86'), closeTimeoutSeconds: '60', switchTimeoutSeconds: '600', linkUrl: '/campaigns/spring' }),
  c(B.TITLE_WITH_TEXT_COLUMNS, {
    firstColumnWidth: '35',
    content: [
      { type: 'header', data: { text: 'Colour week', level: 2 } },
      { type: 'paragraph', data: { text: 'All <b>permanent colours</b> -30% for salons and members.' } },
    ],
  }),
  c(B.HORIZONTAL_PRODUCT_LIST_WITH_PANEL, { queryType: 'highlighted', title: 'Campaign picks', label: '-30%', linkText: 'See all', linkUrl: '/campaigns/spring/products', listType: 'looping' }),
  c(B.ACCORDION_WRAPPER, { title: 'Campaign terms' }, { uuid: 'campaign-terms' }),
  c(B.ACCORDION_TOGGLE, { title: 'Who can join?', content: [{ type: 'paragraph', data: { text: 'Every registered customer.' } }] }, { parent_uuid: 'campaign-terms' }),
  c(B.DYNAMIC_BUTTON, { label: 'Shop the campaign', linkUrl: '/campaigns/spring/products', alignment: 'center' }),
];

export const brandPlaceholder: StoredComponent[] = [
  c(B.BRAND_HEAD, {
    i18n_title: tr('Davines', 'Davines'),
    i18n_description: tr('Sustainable hair care from Parma, Italy.', 'Jätkusuutlik juuksehooldus Itaaliast Parmast.'),
    logoSrc: svg('DAVINES', '#111111', 400, 100),
    logoAlt: 'Davines logo',
    imgSrc: svg('Davines', '#1d6b4f'),
    imgAlt: 'Davines products',
  }, { placeholder_uuid: 'brand-head' }),
  c(B.HORIZONTAL_PRODUCT_LIST, { title: 'Brand favourites', queryType: 'brand_favourites', favouriteBrandId: 12 }, { placeholder_uuid: 'brand-head' }),
  c(B.SPACER, { height: 24 }, { placeholder_uuid: 'brand-head' }),
];

export const loyaltyPage: StoredComponent[] = [
  c(B.LOYALTY_INTRO_BANNER, { title: 'Join our loyalty club', description: 'Save up to 20% on every order.', imgSrc: svg('Club', '#5b2a86'), imgAlt: 'Club members' }, { uuid: 'loyalty-intro' }),
  c(B.LOYALTY_BUTTONS, { alignment: 'left' }, { parent_uuid: 'loyalty-intro' }),
  c(B.LOYALTY_PROGRESS_BANNER, { title: '' }),
  c(B.LOYALTY_THREE_STEPS, { title: 'Three steps to member prices', stepTitle1: 'Create an account', stepTitle2: 'Join the club', stepTitle3: 'Save on every order' }),
  c(B.LOYALTY_LEVELS_TABLE, { title: '', highlightCurrentTier: 'yes' }),
];
