export { cssLength, gameBlock } from './Game';
