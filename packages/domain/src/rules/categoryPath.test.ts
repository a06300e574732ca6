import { describe, it, expect } from 'vitest';
import { categoryPath, productCategoryPath } from './categoryPath';

const categories = [
  { id: 1, parent: null, name: 'Hair' },
  { id: 2, parent: 1, name: 'Care' },
  { id: 3, parent: 2, name: 'Shampoo' },
  { id: 4, parent: 99, name: 'Orphan' },
  { id: 5, parent: 6, name: 'LoopA' },
  { id: 6, parent: 5, name: 'LoopB' },
  { id: 7, parent: { id: 1 }, name: 'Colour' },
];
const names = (path: { name: string }[]) => path.map((category) => category.name);

describe('categoryPath', () => {
  it('chains from the root down', () => {
    expect(names(categoryPath(3, categories))).toEqual(['Hair', 'Care', 'Shampoo']);
    expect(names(categoryPath(1, categories))).toEqual(['Hair']);
  });
  it('accepts string ids and parent objects', () => {
    expect(names(categoryPath('3', categories))).toEqual(['Hair', 'Care', 'Shampoo']);
    expect(names(categoryPath(7, categories))).toEqual(['Hair', 'Colour']);
  });
  it('stops at a missing parent', () => {
    expect(names(categoryPath(4, categories))).toEqual(['Orphan']);
  });
  it('cuts cycles', () => {
    expect(names(categoryPath(5, categories))).toEqual(['LoopB', 'LoopA']);
  });
  it('is empty for unknown or missing ids', () => {
    expect(categoryPath(42, categories)).toEqual([]);
    expect(categoryPath(null, categories)).toEqual([]);
    expect(categoryPath(1, [])).toEqual([]);
  });
});

describe('productCategoryPath', () => {
  it('takes the most specific of the product categories', () => {
    expect(names(productCategoryPath([1, 3, 7], categories))).toEqual(['Hair', 'Care', 'Shampoo']);
  });
  it('breaks a tie by the lowest id, whatever order the ids come in', () => {
    expect(names(productCategoryPath([7, 2], categories))).toEqual(['Hair', 'Care']);
    expect(names(productCategoryPath([2, 7], categories))).toEqual(['Hair', 'Care']);
  });
  it('skips unknown ids and is empty without categories', () => {
    expect(names(productCategoryPath([42, 7], categories))).toEqual(['Hair', 'Colour']);
    expect(productCategoryPath([], categories)).toEqual([]);
  });
});
