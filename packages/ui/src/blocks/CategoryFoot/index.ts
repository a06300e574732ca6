export { categoryFootBlock } from './CategoryFoot';
