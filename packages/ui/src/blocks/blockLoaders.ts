import type { BlockName } from '@salon/domain';
import type { AnyBlockDefinition } from './core/defineBlock';

export type BlockLoader = () => Promise<AnyBlockDefinition>;

// Two chunks (decision 0066): the heads and foots of product lists, which a category page shows
// alone, and all other blocks, which a composed page loads together. One chunk per block made a
// home page fetch 59 files of a few hundred bytes before hydrating.
const productListHeadBlockSet = () => import('./blockSets/productListHeadBlockSet');
const contentBlockSet = () => import('./blockSets/contentBlockSet');

/**
 * Each block's definition by stored name, loaded on demand: a shopper's browser fetches the
 * renderers of the blocks it shows rather than all of them. The creator and the server keep
 * BLOCK_DEFINITIONS, which holds them all.
 */
export const BLOCK_LOADERS: Readonly<Record<BlockName, BlockLoader>> = {
  AccordionToggle: () => contentBlockSet().then((set) => set.accordionToggleBlock),
  AccordionWrapper: () => contentBlockSet().then((set) => set.accordionWrapperBlock),
  BrandHead: () => productListHeadBlockSet().then((set) => set.brandHeadBlock),
  CareersList: () => contentBlockSet().then((set) => set.careersListBlock),
  Carousel: () => contentBlockSet().then((set) => set.carouselBlock),
  CarouselItem: () => contentBlockSet().then((set) => set.carouselItemBlock),
  CategoryFoot: () => productListHeadBlockSet().then((set) => set.categoryFootBlock),
  CategoryHead: () => productListHeadBlockSet().then((set) => set.categoryHeadBlock),
  ContentDynamicText: () => contentBlockSet().then((set) => set.contentDynamicTextBlock),
  ContentHead: () => contentBlockSet().then((set) => set.contentHeadBlock),
  ContentImage: () => contentBlockSet().then((set) => set.contentImageBlock),
  ContentSubhead: () => contentBlockSet().then((set) => set.contentSubheadBlock),
  ContentWrapper: () => contentBlockSet().then((set) => set.contentWrapperBlock),
  DynamicButton: () => contentBlockSet().then((set) => set.dynamicButtonBlock),
  ExcerptTitleText: () => contentBlockSet().then((set) => set.excerptTitleTextBlock),
  Game: () => contentBlockSet().then((set) => set.gameBlock),
  HorizontalLine: () => contentBlockSet().then((set) => set.horizontalLineBlock),
  HorizontalProductList: () => contentBlockSet().then((set) => set.horizontalProductListBlock),
  HorizontalProductListWithPanel: () => contentBlockSet().then((set) => set.horizontalProductListWithPanelBlock),
  HugeBanner: () => contentBlockSet().then((set) => set.hugeBannerBlock),
  IconTextBoxRow: () => contentBlockSet().then((set) => set.iconTextBoxRowBlock),
  IconTextBoxes: () => contentBlockSet().then((set) => set.iconTextBoxesBlock),
  Iframe: () => contentBlockSet().then((set) => set.iframeBlock),
  LabelTextItem: () => contentBlockSet().then((set) => set.labelTextItemBlock),
  ListPreviewTextCard: () => contentBlockSet().then((set) => set.listPreviewTextCardBlock),
  LoyaltyButtons: () => contentBlockSet().then((set) => set.loyaltyButtonsBlock),
  LoyaltyImageAndText: () => contentBlockSet().then((set) => set.loyaltyImageAndTextBlock),
  LoyaltyIntroBanner: () => contentBlockSet().then((set) => set.loyaltyIntroBannerBlock),
  LoyaltyLevelsTable: () => contentBlockSet().then((set) => set.loyaltyLevelsTableBlock),
  LoyaltyProgressBanner: () => contentBlockSet().then((set) => set.loyaltyProgressBannerBlock),
  LoyaltyThreeSteps: () => contentBlockSet().then((set) => set.loyaltyThreeStepsBlock),
  NewsletterSignup: () => contentBlockSet().then((set) => set.newsletterSignupBlock),
  PostContent: () => contentBlockSet().then((set) => set.postContentBlock),
  PostTeaserList: () => contentBlockSet().then((set) => set.postTeaserListBlock),
  ProductPreview: () => contentBlockSet().then((set) => set.productPreviewBlock),
  ScrollToButton: () => contentBlockSet().then((set) => set.scrollToButtonBlock),
  ScrollToList: () => contentBlockSet().then((set) => set.scrollToListBlock),
  SingleLargePreview: () => contentBlockSet().then((set) => set.singleLargePreviewBlock),
  Spacer: () => contentBlockSet().then((set) => set.spacerBlock),
  SplitPreviewMini: () => contentBlockSet().then((set) => set.splitPreviewMiniBlock),
  SplitPreviewRegular: () => contentBlockSet().then((set) => set.splitPreviewRegularBlock),
  SplitPreviewTransparent: () => contentBlockSet().then((set) => set.splitPreviewTransparentBlock),
  SplitPreviewWrapper: () => contentBlockSet().then((set) => set.splitPreviewWrapperBlock),
  StaticTextItem: () => contentBlockSet().then((set) => set.staticTextItemBlock),
  StaticTextRowWrapper: () => contentBlockSet().then((set) => set.staticTextRowWrapperBlock),
  TableOfContents: () => contentBlockSet().then((set) => set.tableOfContentsBlock),
  TextCardList: () => contentBlockSet().then((set) => set.textCardListBlock),
  ThinBanner: () => contentBlockSet().then((set) => set.thinBannerBlock),
  TitleWithTextColumns: () => contentBlockSet().then((set) => set.titleWithTextColumnsBlock),
};
