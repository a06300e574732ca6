export { spacerBlock } from './Spacer';
