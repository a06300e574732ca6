export { hugeBannerBlock } from './HugeBanner';
