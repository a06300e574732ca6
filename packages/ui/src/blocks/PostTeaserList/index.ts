export { findPost, postHref, postTeaserListBlock } from './PostTeaserList';
