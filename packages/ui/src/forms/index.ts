export { lazyResolver } from './lazyResolver';
