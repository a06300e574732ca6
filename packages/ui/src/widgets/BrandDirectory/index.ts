export { BrandDirectory, type BrandDirectoryProps } from './BrandDirectory';
