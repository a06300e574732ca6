export { buildComponentTree, DEFAULT_SLOT, type BuildTreeOptions, type ComponentNode, type StoredComponent } from './buildComponentTree';
export { BLOCK_REGISTRY, getBlockDefinition, type BlockRegistry } from './blockRegistry';
// Composition checks and placeholder matching are pure rules of @salon/domain; re-exported for the registry's users.
export {
  allowedChildren,
  canPlace,
  insertDirections,
  matchesPlaceholder,
  matchPlaceholders,
  parentKind,
  validateComposition,
  type CompositionComponent,
  type CompositionRuleId,
  type CompositionViolation,
  type InsertSide,
  type MatchablePlaceholder,
  type PlaceholderTarget,
  type PlacementOptions,
  type RouteQuery,
} from '@salon/domain';
export { ComposedPage, renderComponentTree, type ComposedPageProps, type RenderTreeOptions } from './ComposedPage';
