// Content blocks of the page builder (page-builder.md section 3): one folder per block.
import type { AnyBlockDefinition } from './core/defineBlock';
import { accordionToggleBlock } from './AccordionToggle';
import { accordionWrapperBlock } from './AccordionWrapper';
import { brandHeadBlock } from './BrandHead';
import { careersListBlock } from './CareersList';
import { carouselBlock } from './Carousel';
import { carouselItemBlock } from './CarouselItem';
import { categoryFootBlock } from './CategoryFoot';
import { categoryHeadBlock } from './CategoryHead';
import { contentDynamicTextBlock } from './ContentDynamicText';
import { contentHeadBlock } from './ContentHead';
import { contentImageBlock } from './ContentImage';
import { contentSubheadBlock } from './ContentSubhead';
import { contentWrapperBlock } from './ContentWrapper';
import { dynamicButtonBlock } from './DynamicButton';
import { excerptTitleTextBlock } from './ExcerptTitleText';
import { gameBlock } from './Game';
import { horizontalLineBlock } from './HorizontalLine';
import { horizontalProductListBlock } from './HorizontalProductList';
import { horizontalProductListWithPanelBlock } from './HorizontalProductListWithPanel';
import { hugeBannerBlock } from './HugeBanner';
import { iconTextBoxRowBlock } from './IconTextBoxRow';
import { iconTextBoxesBlock } from './IconTextBoxes';
import { iframeBlock } from './Iframe';
import { labelTextItemBlock } from './LabelTextItem';
import { listPreviewTextCardBlock } from './ListPreviewTextCard';
import { loyaltyButtonsBlock } from './LoyaltyButtons';
import { loyaltyImageAndTextBlock } from './LoyaltyImageAndText';
import { loyaltyIntroBannerBlock } from './LoyaltyIntroBanner';
import { loyaltyLevelsTableBlock } from './LoyaltyLevelsTable';
import { loyaltyProgressBannerBlock } from './LoyaltyProgressBanner';
import { loyaltyThreeStepsBlock } from './LoyaltyThreeSteps';
import { newsletterSignupBlock } from './NewsletterSignup';
import { postContentBlock } from './PostContent';
import { postTeaserListBlock } from './PostTeaserList';
import { productPreviewBlock } from './ProductPreview';
import { scrollToButtonBlock } from './ScrollToButton';
import { scrollToListBlock } from './ScrollToList';
import { singleLargePreviewBlock } from './SingleLargePreview';
import { spacerBlock } from './Spacer';
import { splitPreviewMiniBlock } from './SplitPreviewMini';
import { splitPreviewRegularBlock } from './SplitPreviewRegular';
import { splitPreviewTransparentBlock } from './SplitPreviewTransparent';
import { splitPreviewWrapperBlock } from './SplitPreviewWrapper';
import { staticTextItemBlock } from './StaticTextItem';
import { staticTextRowWrapperBlock } from './StaticTextRowWrapper';
import { tableOfContentsBlock } from './TableOfContents';
import { textCardListBlock } from './TextCardList';
import { thinBannerBlock } from './ThinBanner';
import { titleWithTextColumnsBlock } from './TitleWithTextColumns';

export * from './core';
export { BLOCK_LOADERS, type BlockLoader } from './blockLoaders';
export * from './RichText';
export * from './AccordionToggle';
export * from './AccordionWrapper';
export * from './BrandHead';
export * from './CareersList';
export * from './Carousel';
export * from './CarouselItem';
export * from './CategoryFoot';
export * from './CategoryHead';
export * from './ContentDynamicText';
export * from './ContentHead';
export * from './ContentImage';
export * from './ContentSubhead';
export * from './ContentWrapper';
export * from './DynamicButton';
export * from './ExcerptTitleText';
export * from './Game';
export * from './HorizontalLine';
export * from './HorizontalProductList';
export * from './HorizontalProductListWithPanel';
export * from './HugeBanner';
export * from './IconTextBoxRow';
export * from './IconTextBoxes';
export * from './Iframe';
export * from './LabelTextItem';
export * from './ListPreviewTextCard';
export * from './LoyaltyButtons';
export * from './LoyaltyImageAndText';
export * from './LoyaltyIntroBanner';
export * from './LoyaltyLevelsTable';
export * from './LoyaltyProgressBanner';
export * from './LoyaltyThreeSteps';
export * from './NewsletterSignup';
export * from './PostContent';
export * from './PostTeaserList';
export * from './ProductPreview';
export * from './ScrollToButton';
export * from './ScrollToList';
export * from './SingleLargePreview';
export * from './Spacer';
export * from './SplitPreviewMini';
export * from './SplitPreviewRegular';
export * from './SplitPreviewTransparent';
export * from './SplitPreviewWrapper';
export * from './StaticTextItem';
export * from './StaticTextRowWrapper';
export * from './TableOfContents';
export * from './TextCardList';
export * from './ThinBanner';
export * from './TitleWithTextColumns';

/** Every block definition; the registry keys them by name. */
export const BLOCK_DEFINITIONS: readonly AnyBlockDefinition[] = [
  accordionToggleBlock,
  accordionWrapperBlock,
  brandHeadBlock,
  careersListBlock,
  carouselBlock,
  carouselItemBlock,
  categoryFootBlock,
  categoryHeadBlock,
  contentDynamicTextBlock,
  contentHeadBlock,
  contentImageBlock,
  contentSubheadBlock,
  contentWrapperBlock,
  dynamicButtonBlock,
  excerptTitleTextBlock,
  gameBlock,
  horizontalLineBlock,
  horizontalProductListBlock,
  horizontalProductListWithPanelBlock,
  hugeBannerBlock,
  iconTextBoxRowBlock,
  iconTextBoxesBlock,
  iframeBlock,
  labelTextItemBlock,
  listPreviewTextCardBlock,
  loyaltyButtonsBlock,
  loyaltyImageAndTextBlock,
  loyaltyIntroBannerBlock,
  loyaltyLevelsTableBlock,
  loyaltyProgressBannerBlock,
  loyaltyThreeStepsBlock,
  newsletterSignupBlock,
  postContentBlock,
  postTeaserListBlock,
  productPreviewBlock,
  scrollToButtonBlock,
  scrollToListBlock,
  singleLargePreviewBlock,
  spacerBlock,
  splitPreviewMiniBlock,
  splitPreviewRegularBlock,
  splitPreviewTransparentBlock,
  splitPreviewWrapperBlock,
  staticTextItemBlock,
  staticTextRowWrapperBlock,
  tableOfContentsBlock,
  textCardListBlock,
  thinBannerBlock,
  titleWithTextColumnsBlock,
];
