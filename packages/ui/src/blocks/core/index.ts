// The field kinds and builders live with the block specs in @salon/domain; re-exported for the package's users.
export {
  field,
  isFieldVisible,
  schemaForField,
  schemaForFields,
  TRANSLATABLE_FIELD_PREFIX,
  type ColorSchemeNumber,
  type Field,
  type FieldConditionContext,
  type FieldKind,
  type FieldMap,
  type FieldValue,
  type PropsOf,
  type StoredEditorBlock as EditorBlock,
  type TranslatableText,
} from '@salon/domain';
export * from './context';
export { defineBlock, resolveBlockProps, restoreResolvedProps, type AnyBlockDefinition, type BlockDefinition, type BlockRendering, type PropsIssue, type ResolvedProps } from './defineBlock';
export { safeHref, safeImageSrc, safeFrameSrc } from '@salon/domain';
export { translate, translatable } from './translate';
export { layOutAllBlocks, scrollToElement } from './scrollToAnchor';
export { BlockImage, type BlockImageProps } from './BlockImage';
export { ClampedText, type ClampedTextProps } from './ClampedText';
export { SlotContent } from './slots';
export { InlineText, type InlineTextProps } from './InlineText';
export { InlineEditBlockContext, InlineEditContext, type InlineEditBlock, type InlineEditing, type InlineTextCommit } from './inlineEditContext';
export { ProductTile, ProductTileSkeleton } from './ProductTile';
export { productListKey, productListRequest } from './productLists';
