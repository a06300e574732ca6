// The blocks only a placeholder may hold (placeholderOnlyBlocks): the heads and foots of product
// lists, which a category or brand page shows without any other block (decision 0066).
export { brandHeadBlock } from '../BrandHead/BrandHead';
export { categoryFootBlock } from '../CategoryFoot/CategoryFoot';
export { categoryHeadBlock } from '../CategoryHead/CategoryHead';
