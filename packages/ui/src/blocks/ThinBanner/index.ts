export { thinBannerBlock } from './ThinBanner';
