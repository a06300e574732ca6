export { carouselBlock } from './Carousel';
