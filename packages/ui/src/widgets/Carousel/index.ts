export { Carousel, type CarouselProps, type CarouselSlide } from './Carousel';
