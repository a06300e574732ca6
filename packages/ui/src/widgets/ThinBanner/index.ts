export { ThinBanner, type ThinBannerProps } from './ThinBanner';
