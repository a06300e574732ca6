export { ProductCard, type ProductCardProps, type ProductCardProduct } from './ProductCard';
