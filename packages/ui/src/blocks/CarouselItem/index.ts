export { carouselItemBlock, slideVisibleIn } from './CarouselItem';
