import { BLOCK_NAMES, type BlockName } from '@salon/domain';
import { BLOCK_DEFINITIONS, type AnyBlockDefinition } from '@salon/ui';
import { blockDefinitionIn, type BlockRegistry } from './registryLookup';

export type { BlockRegistry };

function buildRegistry(definitions: readonly AnyBlockDefinition[]): Readonly<Record<BlockName, AnyBlockDefinition>> {
  const registry: Partial<Record<BlockName, AnyBlockDefinition>> = {};
  for (const definition of definitions) {
    if (registry[definition.name]) throw new Error(`Block ${definition.name} is defined twice`);
    registry[definition.name] = definition;
  }
  const missing = BLOCK_NAMES.filter((name) => !registry[name]);
  if (missing.length > 0) throw new Error(`Blocks without a definition: ${missing.join(', ')}`);
  return registry as Record<BlockName, AnyBlockDefinition>;
}

/** Stored component name -> block definition (field schema, defaults, renderer), for every block. */
export const BLOCK_REGISTRY = buildRegistry(BLOCK_DEFINITIONS);

export const getBlockDefinition = (name: string, registry: BlockRegistry = BLOCK_REGISTRY): AnyBlockDefinition | undefined => blockDefinitionIn(registry, name);
