import {
  InlineEditBlockContext,
  InlineEditContext,
  isEditingMode,
  resolveBlockProps,
  restoreResolvedProps,
  type BlockRenderContext,
  type InlineEditing,
  type SlotChild,
} from '@salon/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { blockDefinitionIn, type BlockRegistry } from './registryLookup';
import { buildComponentTree, type ComponentNode, type StoredComponent } from './buildComponentTree';

/** The distinct block names of stored components (nested ones too: the list is flat), sorted. */
export function blockNamesOf(components: readonly StoredComponent[]): string[] {
  return [...new Set(components.map((component) => component.name))].sort();
}

export interface RenderTreeOptions {
  registry: BlockRegistry;
  /** Blueprint pattern: top-level order by uuid. */
  pattern?: readonly string[] | null;
  /** Route admins' inline text editing; absent for shoppers (the markup is then unchanged). */
  inlineEditing?: InlineEditing | null;
}

/** A block whose renderer throws in the browser disappears instead of taking the page down. */
class BlockErrorBoundary extends Component<{ uuid: string; name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn(`Block ${this.props.name} (${this.props.uuid}) failed to render and is hidden.`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function renderNode(node: ComponentNode, context: BlockRenderContext, registry: BlockRegistry, editable: boolean): SlotChild {
  const { component } = node;
  const { uuid, name } = component;
  const definition = blockDefinitionIn(registry, name);
  if (!definition) {
    console.warn(`Unknown block "${name}" (${uuid}): nothing is rendered.`);
    return { uuid, name, props: component.props ?? {}, element: null };
  }
  const resolved = component.props_resolved === true ? restoreResolvedProps(definition, component.props) : resolveBlockProps(definition, component.props);
  const props = resolved.props as Record<string, unknown>;
  if (resolved.replaced.length > 0) {
    console.warn(
      `Block ${name} (${uuid}): invalid stored fields fell back to defaults: ${resolved.replaced.map((issue) => `${issue.field} (${issue.message})`).join(', ')}`,
    );
  }
  if (resolved.violations.length > 0 && !isEditingMode(context.mode)) {
    console.warn(
      `Block ${name} (${uuid}) breaks its field rules and is not shown: ${resolved.violations.map((issue) => `${issue.field} (${issue.message})`).join(', ')}`,
    );
    return { uuid, name, props, element: null };
  }
  const slots: Record<string, SlotChild[]> = {};
  for (const [slot, children] of Object.entries(node.slots)) {
    slots[slot] = children.map((child) => renderNode(child, context, registry, editable));
  }
  const Render = definition.render;
  const rendered = <Render props={props} uuid={uuid} context={context} slots={slots} />;
  // Plain literals, not `{ ...base, element }`: per block, that spread cost more than the rest of
  // this function together (bench/render, 500 blocks).
  return {
    uuid,
    name,
    props,
    element: (
      <BlockErrorBoundary key={uuid} uuid={uuid} name={name}>
        {editable ? (
          // Tells the block's InlineText fields which stored component they edit.
          <InlineEditBlockContext.Provider value={{ uuid, blockName: name }}>{rendered}</InlineEditBlockContext.Provider>
        ) : (
          rendered
        )}
      </BlockErrorBoundary>
    ),
  };
}

/**
 * Builds the render tree of stored components (children by parent_uuid and slot, in blueprint
 * or index order) and renders each node through the registry with its slots. Unknown names
 * warn and render nothing. Pure rendering: everything the blocks need comes in `context`.
 */
export function renderComponentTree(
  components: readonly StoredComponent[],
  context: BlockRenderContext,
  { registry, pattern, inlineEditing }: RenderTreeOptions,
): SlotChild[] {
  return buildComponentTree(components, { pattern }).map((node) => renderNode(node, context, registry, Boolean(inlineEditing)));
}

export interface RegistryComposedPageProps extends RenderTreeOptions {
  components: readonly StoredComponent[];
  context: BlockRenderContext;
  className?: string;
  /**
   * The shopper's page: every top-level block after the first is laid out and painted only once it
   * comes near the viewport (@salon/ui's package.css). Not for the creator's preview, which scrolls
   * to the block being edited.
   */
  deferOffscreenBlocks?: boolean;
}

/** A stored page (or placeholder) rendered through the given registry; works on the server and in the browser. */
export function RegistryComposedPage({ components, context, registry, pattern, className, inlineEditing, deferOffscreenBlocks }: RegistryComposedPageProps) {
  const rendered = renderComponentTree(components, context, { registry, pattern, inlineEditing });
  const page = (
    // data-block-names: what the browser loads before it hydrates the page (lazyBlockRegistry.ts).
    <div
      className={className ?? 'flex flex-col gap-section'}
      data-composed-page=""
      data-block-names={blockNamesOf(components).join(' ')}
      data-defer-offscreen-blocks={deferOffscreenBlocks ? '' : undefined}
    >
      {rendered.map((child) => (
        <div key={child.uuid} data-block={child.name}>
          {child.element}
        </div>
      ))}
    </div>
  );
  return inlineEditing ? <InlineEditContext.Provider value={inlineEditing}>{page}</InlineEditContext.Provider> : page;
}
