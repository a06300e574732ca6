import { BLOCK_NAMES, placeholderOnlyBlocks } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { BLOCK_LOADERS } from './blockLoaders';
import * as contentBlockSet from './blockSets/contentBlockSet';
import * as productListHeadBlockSet from './blockSets/productListHeadBlockSet';
import { BLOCK_DEFINITIONS } from './index';

const namesIn = (set: Record<string, { name: string }>) => Object.values(set).map((definition) => definition.name).sort();

describe('BLOCK_LOADERS', () => {
  it('has a loader for every stored block name and for nothing else', () => {
    expect(Object.keys(BLOCK_LOADERS).sort()).toEqual([...BLOCK_NAMES].sort());
  });

  it('loads for each name the very definition BLOCK_DEFINITIONS holds for it', async () => {
    for (const definition of BLOCK_DEFINITIONS) {
      await expect(BLOCK_LOADERS[definition.name]()).resolves.toBe(definition);
    }
  });

  it('puts the blocks only a placeholder may hold in one set and every other block in the other', () => {
    expect(namesIn(productListHeadBlockSet)).toEqual(placeholderOnlyBlocks().sort());
    expect([...namesIn(productListHeadBlockSet), ...namesIn(contentBlockSet)].sort()).toEqual([...BLOCK_NAMES].sort());
  });
});
