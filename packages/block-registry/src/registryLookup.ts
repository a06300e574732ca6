import type { AnyBlockDefinition } from '@salon/ui';

export type BlockRegistry = Readonly<Record<string, AnyBlockDefinition>>;

/** A registry's definition for a stored name; own keys only, so `toString` is no block. */
export const blockDefinitionIn = (registry: BlockRegistry, name: string): AnyBlockDefinition | undefined =>
  Object.hasOwn(registry, name) ? registry[name] : undefined;
