import { BLOCK_NAME, type BlockName } from '../enums/blockName';
import type { AnyBlockSpec } from './defineBlockSpec';
import { accordionToggleSpec } from './accordionToggle';
import { accordionWrapperSpec } from './accordionWrapper';
import { brandHeadSpec } from './brandHead';
import { careersListSpec } from './careersList';
import { carouselSpec } from './carousel';
import { carouselItemSpec } from './carouselItem';
import { categoryFootSpec } from './categoryFoot';
import { categoryHeadSpec } from './categoryHead';
import { contentDynamicTextSpec } from './contentDynamicText';
import { contentHeadSpec } from './contentHead';
import { contentImageSpec } from './contentImage';
import { contentSubheadSpec } from './contentSubhead';
import { contentWrapperSpec } from './contentWrapper';
import { dynamicButtonSpec } from './dynamicButton';
import { excerptTitleTextSpec } from './excerptTitleText';
import { gameSpec } from './game';
import { horizontalLineSpec } from './horizontalLine';
import { horizontalProductListSpec } from './horizontalProductList';
import { horizontalProductListWithPanelSpec } from './horizontalProductListWithPanel';
import { hugeBannerSpec } from './hugeBanner';
import { iconTextBoxRowSpec } from './iconTextBoxRow';
import { iconTextBoxesSpec } from './iconTextBoxes';
import { iframeSpec } from './iframe';
import { labelTextItemSpec } from './labelTextItem';
import { listPreviewTextCardSpec } from './listPreviewTextCard';
import { loyaltyButtonsSpec } from './loyaltyButtons';
import { loyaltyImageAndTextSpec } from './loyaltyImageAndText';
import { loyaltyIntroBannerSpec } from './loyaltyIntroBanner';
import { loyaltyLevelsTableSpec } from './loyaltyLevelsTable';
import { loyaltyProgressBannerSpec } from './loyaltyProgressBanner';
import { loyaltyThreeStepsSpec } from './loyaltyThreeSteps';
import { newsletterSignupSpec } from './newsletterSignup';
import { postContentSpec } from './postContent';
import { postTeaserListSpec } from './postTeaserList';
import { productPreviewSpec } from './productPreview';
import { scrollToButtonSpec } from './scrollToButton';
import { scrollToListSpec } from './scrollToList';
import { singleLargePreviewSpec } from './singleLargePreview';
import { spacerSpec } from './spacer';
import { splitPreviewMiniSpec } from './splitPreviewMini';
import { splitPreviewRegularSpec } from './splitPreviewRegular';
import { splitPreviewTransparentSpec } from './splitPreviewTransparent';
import { splitPreviewWrapperSpec } from './splitPreviewWrapper';
import { staticTextItemSpec } from './staticTextItem';
import { staticTextRowWrapperSpec } from './staticTextRowWrapper';
import { tableOfContentsSpec } from './tableOfContents';
import { textCardListSpec } from './textCardList';
import { thinBannerSpec } from './thinBanner';
import { titleWithTextColumnsSpec } from './titleWithTextColumns';

/** Every block's spec by stored name; the compiler refuses a block name without one. */
export const BLOCK_SPECS = {
  [BLOCK_NAME.ACCORDION_TOGGLE]: accordionToggleSpec,
  [BLOCK_NAME.ACCORDION_WRAPPER]: accordionWrapperSpec,
  [BLOCK_NAME.BRAND_HEAD]: brandHeadSpec,
  [BLOCK_NAME.CAREERS_LIST]: careersListSpec,
  [BLOCK_NAME.CAROUSEL]: carouselSpec,
  [BLOCK_NAME.CAROUSEL_ITEM]: carouselItemSpec,
  [BLOCK_NAME.CATEGORY_FOOT]: categoryFootSpec,
  [BLOCK_NAME.CATEGORY_HEAD]: categoryHeadSpec,
  [BLOCK_NAME.CONTENT_DYNAMIC_TEXT]: contentDynamicTextSpec,
  [BLOCK_NAME.CONTENT_HEAD]: contentHeadSpec,
  [BLOCK_NAME.CONTENT_IMAGE]: contentImageSpec,
  [BLOCK_NAME.CONTENT_SUBHEAD]: contentSubheadSpec,
  [BLOCK_NAME.CONTENT_WRAPPER]: contentWrapperSpec,
  [BLOCK_NAME.DYNAMIC_BUTTON]: dynamicButtonSpec,
  [BLOCK_NAME.EXCERPT_TITLE_TEXT]: excerptTitleTextSpec,
  [BLOCK_NAME.GAME]: gameSpec,
  [BLOCK_NAME.HORIZONTAL_LINE]: horizontalLineSpec,
  [BLOCK_NAME.HORIZONTAL_PRODUCT_LIST]: horizontalProductListSpec,
  [BLOCK_NAME.HORIZONTAL_PRODUCT_LIST_WITH_PANEL]: horizontalProductListWithPanelSpec,
  [BLOCK_NAME.HUGE_BANNER]: hugeBannerSpec,
  [BLOCK_NAME.ICON_TEXT_BOX_ROW]: iconTextBoxRowSpec,
  [BLOCK_NAME.ICON_TEXT_BOXES]: iconTextBoxesSpec,
  [BLOCK_NAME.IFRAME]: iframeSpec,
  [BLOCK_NAME.LABEL_TEXT_ITEM]: labelTextItemSpec,
  [BLOCK_NAME.LIST_PREVIEW_TEXT_CARD]: listPreviewTextCardSpec,
  [BLOCK_NAME.LOYALTY_BUTTONS]: loyaltyButtonsSpec,
  [BLOCK_NAME.LOYALTY_IMAGE_AND_TEXT]: loyaltyImageAndTextSpec,
  [BLOCK_NAME.LOYALTY_INTRO_BANNER]: loyaltyIntroBannerSpec,
  [BLOCK_NAME.LOYALTY_LEVELS_TABLE]: loyaltyLevelsTableSpec,
  [BLOCK_NAME.LOYALTY_PROGRESS_BANNER]: loyaltyProgressBannerSpec,
  [BLOCK_NAME.LOYALTY_THREE_STEPS]: loyaltyThreeStepsSpec,
  [BLOCK_NAME.NEWSLETTER_SIGNUP]: newsletterSignupSpec,
  [BLOCK_NAME.POST_CONTENT]: postContentSpec,
  [BLOCK_NAME.POST_TEASER_LIST]: postTeaserListSpec,
  [BLOCK_NAME.PRODUCT_PREVIEW]: productPreviewSpec,
  [BLOCK_NAME.SCROLL_TO_BUTTON]: scrollToButtonSpec,
  [BLOCK_NAME.SCROLL_TO_LIST]: scrollToListSpec,
  [BLOCK_NAME.SINGLE_LARGE_PREVIEW]: singleLargePreviewSpec,
  [BLOCK_NAME.SPACER]: spacerSpec,
  [BLOCK_NAME.SPLIT_PREVIEW_MINI]: splitPreviewMiniSpec,
  [BLOCK_NAME.SPLIT_PREVIEW_REGULAR]: splitPreviewRegularSpec,
  [BLOCK_NAME.SPLIT_PREVIEW_TRANSPARENT]: splitPreviewTransparentSpec,
  [BLOCK_NAME.SPLIT_PREVIEW_WRAPPER]: splitPreviewWrapperSpec,
  [BLOCK_NAME.STATIC_TEXT_ITEM]: staticTextItemSpec,
  [BLOCK_NAME.STATIC_TEXT_ROW_WRAPPER]: staticTextRowWrapperSpec,
  [BLOCK_NAME.TABLE_OF_CONTENTS]: tableOfContentsSpec,
  [BLOCK_NAME.TEXT_CARD_LIST]: textCardListSpec,
  [BLOCK_NAME.THIN_BANNER]: thinBannerSpec,
  [BLOCK_NAME.TITLE_WITH_TEXT_COLUMNS]: titleWithTextColumnsSpec,
} as const satisfies Readonly<Record<BlockName, AnyBlockSpec>>;
