export { scrollToButtonBlock } from './ScrollToButton';
