import type { AnyBlockDefinition } from '@salon/ui';
import type { BlockRegistry } from './registryLookup';

export type BlockDefinitionLoader = () => Promise<AnyBlockDefinition>;

/** A promise with the fields React's `use` reads: once settled, `use` returns without suspending. */
type TrackedPromise = Promise<void> & { status?: 'pending' | 'fulfilled' | 'rejected'; reason?: unknown };

export interface LazyBlockRegistry {
  /** The definitions loaded so far, by stored name: what RegistryComposedPage renders with. */
  readonly registry: BlockRegistry;
  /**
   * Loads the named blocks that are not loaded yet; null when none is missing. The same missing set
   * gets the same promise until it settles (React's `use` needs a stable promise). A name without a
   * loader is left out: the renderer warns about an unknown block and draws nothing, as before.
   */
  load(names: readonly string[]): Promise<void> | null;
}

/**
 * A block registry that fills itself from per-block loaders (BLOCK_LOADERS of @salon/ui), so that a
 * browser fetches the renderers of the blocks it shows rather than all of them (decision 0066).
 * A failed load is forgotten: the next render tries again.
 */
export function createLazyBlockRegistry(loaders: Readonly<Record<string, BlockDefinitionLoader>>): LazyBlockRegistry {
  const registry: Record<string, AnyBlockDefinition> = {};
  const batches = new Map<string, TrackedPromise>();
  const missingOf = (names: readonly string[]) => [...new Set(names)].filter((name) => !Object.hasOwn(registry, name) && Object.hasOwn(loaders, name)).sort();

  function load(names: readonly string[]): Promise<void> | null {
    const missing = missingOf(names);
    if (missing.length === 0) return null;
    const key = missing.join(' ');
    const known = batches.get(key);
    if (known) return known;
    const batch: TrackedPromise = Promise.all(
      missing.map((name) =>
        loaders[name]!().then((definition) => {
          registry[name] = definition;
        }),
      ),
    ).then(
      () => {
        batch.status = 'fulfilled';
        batches.delete(key);
      },
      (error: unknown) => {
        batch.status = 'rejected';
        batch.reason = error;
        batches.delete(key);
        throw error;
      },
    );
    batch.status = 'pending';
    batches.set(key, batch);
    return batch;
  }

  return { registry, load };
}
