import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 16: nothing built and left unused. Every component of @salon/ui (a folder per component
 * under widgets, modals, admin and blocks) must be rendered by the store: named in the
 * storefront's code (or the page builder's, @salon/creator), in the code of another component the store renders, or (blocks) registered
 * in the block registry. A component the store does not render is listed, with its reason, in
 * docs/decisions/0035-components-the-store-does-not-render.md.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const uiSource = path.join(root, 'packages/ui/src');
const RECORD = path.join(root, 'docs/decisions/0035-components-the-store-does-not-render.md');
const KINDS = ['widgets', 'modals', 'admin', 'blocks'] as const;

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__screenshots__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [full] : [];
  });
const read = (files: string[]) => files.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
const mentions = (text: string, name: string) => new RegExp(`\\b${name}\\b`).test(text);

const components = KINDS.flatMap((kind) =>
  fs
    .readdirSync(path.join(uiSource, kind), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[A-Z]/.test(entry.name))
    .map((entry) => ({ kind, name: entry.name, source: read(sourceFiles(path.join(uiSource, kind, entry.name))) })),
);
/** Shared code of a kind (blocks/core, modals/shared): the components of that kind the store renders use it. */
const sharedCode = KINDS.flatMap((kind) =>
  fs
    .readdirSync(path.join(uiSource, kind), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[a-z]/.test(entry.name))
    .map((entry) => ({ kind, name: entry.name, source: read(sourceFiles(path.join(uiSource, kind, entry.name))) })),
);

type Component = (typeof components)[number];
const key = ({ kind, name }: Pick<Component, 'kind' | 'name'>) => `${kind}/${name}`;

/** Whether a component's code imports another (by its folder: same kind '../Name', another kind '…/kind/Name'). */
const imports = (user: Component, used: Component) =>
  user !== used && new RegExp(`from '[^']*/${user.kind === used.kind ? '' : `${used.kind}/`}${used.name}(?:/[^']*)?'`).test(user.source);

function renderedComponents(): Set<string> {
  // The page builder's screens live in @salon/creator, which the store's creator route renders.
  const store = read([...sourceFiles(path.join(root, 'apps/storefront/app')), ...sourceFiles(path.join(root, 'packages/creator/src'))]);
  // Stored blocks render through the registry (ComposedPage), which holds every definition of BLOCK_DEFINITIONS.
  const blockIndex = fs.readFileSync(path.join(uiSource, 'blocks/index.ts'), 'utf8');
  const definitions = blockIndex.slice(blockIndex.indexOf('BLOCK_DEFINITIONS'));
  const storeRendersBlocks = mentions(store, 'ComposedPage');
  const rendered = new Set(
    components
      .filter(({ kind, name }) =>
        kind === 'blocks' ? storeRendersBlocks && mentions(definitions, `${name[0]!.toLowerCase()}${name.slice(1)}Block`) : mentions(store, name),
      )
      .map(key),
  );
  const users = [...components, ...sharedCode];
  for (const shared of sharedCode) rendered.add(key(shared));
  // Components inside rendered components are rendered too, however deep.
  for (let grew = true; grew; ) {
    grew = false;
    for (const component of components) {
      if (rendered.has(key(component))) continue;
      if (users.some((user) => rendered.has(key(user)) && imports(user, component))) {
        rendered.add(key(component));
        grew = true;
      }
    }
  }
  return rendered;
}

/** Names the decision record explains: its list lines start with "- `kind/Name`". */
const explained = () => new Set(fs.existsSync(RECORD) ? [...fs.readFileSync(RECORD, 'utf8').matchAll(/^- `([a-z]+\/[A-Z][A-Za-z]+)`/gm)].map((match) => match[1]!) : []);

describe('@salon/ui components in the store', () => {
  it('finds the components (a folder each)', () => {
    expect(components.length).toBeGreaterThan(100);
  });

  it('renders every component, or the decision record says why not', () => {
    const rendered = renderedComponents();
    const reasons = explained();
    const unexplained = components.map(key).filter((name) => !rendered.has(name) && !reasons.has(name));
    expect(unexplained).toEqual([]);
  });

  it('explains only components that are really not rendered (the record stays true)', () => {
    const rendered = renderedComponents();
    const known = new Set(components.map(key));
    const stale = [...explained()].filter((name) => rendered.has(name) || !known.has(name));
    expect(stale).toEqual([]);
  });
});
