import { resolveBlockProps } from '@salon/ui';
import { BLOCK_REGISTRY, getBlockDefinition, type BlockRegistry } from './blockRegistry';
import type { StoredComponent } from './buildComponentTree';

const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

// Shared answers are frozen and reused across requests (the storefront's kept API answers): their
// delivered form is worked out once per array.
const delivered = new WeakMap<readonly StoredComponent[], readonly StoredComponent[]>();

/**
 * Stored components as a server sends them to the browser it rendered them for: each block's props
 * resolved (resolveBlockProps) and without the fields equal to their default, marked
 * `props_resolved` so that ComposedPage restores them without building a schema (decision 0054).
 * A block whose props needed a repair or break a rule, and an unknown block, go unchanged: the
 * browser resolves those itself and warns as before.
 */
export function resolveComponentsForDelivery<Component extends StoredComponent>(components: readonly Component[], registry: BlockRegistry = BLOCK_REGISTRY): Component[] {
  const known = registry === BLOCK_REGISTRY ? delivered.get(components) : undefined;
  if (known) return known as Component[];
  const result = components.map((component): Component => {
    const definition = getBlockDefinition(component.name, registry);
    if (!definition) return component;
    const { props, replaced, violations } = resolveBlockProps(definition, component.props);
    if (replaced.length > 0 || violations.length > 0) return component;
    const defaults = definition.defaults as Record<string, unknown>;
    const sent = Object.fromEntries(Object.entries(props as Record<string, unknown>).filter(([key, value]) => !sameValue(value, defaults[key])));
    return { ...component, props: sent, props_resolved: true };
  });
  if (registry === BLOCK_REGISTRY) delivered.set(components, result);
  return result;
}
