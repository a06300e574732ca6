import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLACEHOLDER_POSITION } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_RENDERED } from '../app/frame/placeholderPositions';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'admin' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && entry.name !== 'placeholderPositions.ts' ? [full] : [];
  });

describe('placeholder positions the store renders', () => {
  it('lists every position the shopper code reads, so its content reaches the browser', () => {
    const code = sources(app).map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    const read = Object.entries(PLACEHOLDER_POSITION)
      .filter(([name]) => new RegExp(`PLACEHOLDER_POSITION\\.${name}\\b`).test(code))
      .map(([, position]) => position);
    const listed: string[] = [...PLACEHOLDER_RENDERED.blocks, ...PLACEHOLDER_RENDERED.links];
    expect(read.filter((position) => !listed.includes(position))).toEqual([]);
    expect(listed.filter((position) => !read.includes(position as never))).toEqual([]);
  });
});
