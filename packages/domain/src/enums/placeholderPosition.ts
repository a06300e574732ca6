export const PLACEHOLDER_POSITION = {
  CAMPAIGN_LIST_HEAD: 'campaign_list_head',
  PRODUCT_LIST_HEAD: 'product_list_head',
  PRODUCT_LIST_FOOT: 'product_list_foot',
  EVENTS_LIST_HEAD: 'events_list_head',
  EVENTS_LIST_BOTTOM: 'events_list_bottom',
  NAVBAR_TOP_BANNER: 'navbar_top_banner',
  NAVBAR_TOP: 'navbar_top',
  PURCHASE_HELP: 'purchase_help',
  TRAINING_CENTER: 'training_center',
  FOOTER_CONTACT: 'footer_contact',
  ABOUT_AND_HELP: 'about_and_help',
  BANNER_TOP: 'banner_top',
} as const;
export type PlaceholderPosition = (typeof PLACEHOLDER_POSITION)[keyof typeof PLACEHOLDER_POSITION];
