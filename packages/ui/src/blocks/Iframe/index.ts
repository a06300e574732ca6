export { iframeBlock } from './Iframe';
