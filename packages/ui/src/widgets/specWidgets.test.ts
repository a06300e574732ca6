import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SPEC_WIDGETS } from '@salon/domain';
import { describe, expect, it } from 'vitest';

const widgetsDir = path.dirname(fileURLToPath(import.meta.url));

/** Exported story names of a CSF file (the default export is the meta). */
const storyExports = (source: string) => [...source.matchAll(/^export const (\w+)\s*(?::\s*[\w.<>\s,]+)?=/gm)].map((match) => match[1]);

describe('every widget of storefront.md section 2 has stories', () => {
  it.each(SPEC_WIDGETS)('%s has a folder with a .stories.tsx file exporting a story', (widget) => {
    const dir = path.join(widgetsDir, widget);
    expect(existsSync(dir), `widgets/${widget}/ is missing`).toBe(true);
    const storyFiles = readdirSync(dir).filter((file) => file.endsWith('.stories.tsx'));
    expect(storyFiles, `widgets/${widget} has no .stories.tsx file`).not.toHaveLength(0);
    const stories = storyFiles.flatMap((file) => storyExports(readFileSync(path.join(dir, file), 'utf8')));
    expect(stories, `widgets/${widget} has a stories file without a story`).not.toHaveLength(0);
  });
});
