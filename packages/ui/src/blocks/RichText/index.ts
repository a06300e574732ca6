export { RichText, type RichTextProps } from './RichText';
export { InlineContent } from './InlineContent';
export { parseInlineMarkup, inlineText, decodeEntities, type InlineNode } from './inlineMarkup';
