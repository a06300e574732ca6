export { brandHeadBlock } from './BrandHead';
