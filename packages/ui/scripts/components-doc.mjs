// Writes docs/components.md from the code of @salon/ui: every component folder with its kind,
// its stories and its props type, then the internal parts that have stories of their own.
//   node packages/ui/scripts/components-doc.mjs           writes the file
//   node packages/ui/scripts/components-doc.mjs --stdout  prints it (the staleness test compares)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(packageDir, 'src');
export const docPath = path.resolve(packageDir, '../../docs/components.md');
export const REGENERATE_COMMAND = 'node packages/ui/scripts/components-doc.mjs';

/** Folder under src → kind of the components in it. */
const KINDS = { primitives: 'primitive', widgets: 'widget', modals: 'modal', blocks: 'block', admin: 'admin' };

const read = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
const rel = (file) => path.relative(path.join(packageDir, '../..'), file).split(path.sep).join('/');

/** Exported story names of a CSF file, in source order (the default export is the meta). */
function storyNames(source) {
  return [...source.matchAll(/^export const (\w+)\s*(?::\s*[\w.<>\s,]+)?=/gm)].map((match) => match[1]);
}

// Only the meta's title: story args may have `title` fields of their own.
const storyTitle = (source) => /\bmeta\s*=\s*\{[^]*?^\s{2}title:\s*'([^']+)'/m.exec(source)?.[1] ?? '';

/** The props type a component takes: `<Name>Props`, the type of its first parameter, or a block's spec. */
function propsTypeName(source, name) {
  const spec = /defineBlock\(\s*(\w+)/.exec(source);
  if (spec) return `BlockRenderProps<PropsOf<typeof ${spec[1]}>>`;
  if (new RegExp(`export (?:interface|type) ${name}Props\\b`).test(source)) return `${name}Props`;
  const parameter = new RegExp(`export function ${name}(?:<[^>]*>)?\\(\\{[^}]*\\}:\\s*([\\w<>.]+)`).exec(source);
  if (parameter) return parameter[1];
  const inline = new RegExp(`export function ${name}\\(\\{([^}]*)\\}:\\s*\\{`).exec(source);
  if (inline) return `{ ${inline[1].split(',').map((key) => key.trim().split(/[\s=]/)[0]).filter(Boolean).join(', ')} }`;
  // A folder of field parts (FormField) has no function of its name: its first exported props type.
  return /export (?:interface|type) (\w+Props)\b/.exec(source)?.[1] ?? '—';
}

const cell = (values) => (values.length ? values.join(', ') : '—');

function componentRows() {
  const rows = [];
  for (const [folder, kind] of Object.entries(KINDS)) {
    const base = path.join(srcDir, folder);
    for (const name of fs.readdirSync(base).sort()) {
      const dir = path.join(base, name);
      const main = path.join(dir, `${name}.tsx`);
      if (!fs.statSync(dir).isDirectory() || !fs.existsSync(main)) continue;
      const stories = read(path.join(dir, `${name}.stories.tsx`));
      rows.push({ name, kind, dir: rel(dir), title: storyTitle(stories), stories: storyNames(stories), props: propsTypeName(read(main), name) });
    }
  }
  return rows;
}

/** Story files that sit beside internal parts (shared folders without a component of their own). */
function partRows() {
  const rows = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '__screenshots__') walk(full);
        continue;
      }
      const match = /^(\w+)\.stories\.tsx$/.exec(entry.name);
      if (!match || path.basename(dir) === match[1]) continue;
      const name = match[1];
      const stories = read(full);
      rows.push({ name, file: rel(full), title: storyTitle(stories), stories: storyNames(stories), props: propsTypeName(read(path.join(dir, `${name}.tsx`)), name) });
    }
  };
  walk(srcDir);
  return rows;
}

export function renderComponentsDoc() {
  const components = componentRows();
  const parts = partRows();
  const lines = [
    '# @salon/ui components',
    '',
    `Generated from packages/ui/src by \`${REGENERATE_COMMAND}\`; do not edit by hand.`,
    'A test (packages/ui/test/componentsDoc.test.ts) fails when this file is stale.',
    '',
    `${components.length} components (${Object.values(KINDS)
      .map((kind) => `${components.filter((row) => row.kind === kind).length} ${kind}`)
      .join(', ')}), ${components.reduce((sum, row) => sum + row.stories.length, 0)} stories; ${parts.length} internal parts with stories.`,
    '',
    '## Components',
    '',
    '| Component | Kind | Folder | Storybook title | Stories | Props type |',
    '| --- | --- | --- | --- | --- | --- |',
    ...components.map((row) => `| ${row.name} | ${row.kind} | ${row.dir} | ${row.title || '—'} | ${cell(row.stories)} | \`${row.props}\` |`),
    '',
    '## Internal parts with stories',
    '',
    'Parts shared by several components; not exported as components of their own.',
    '',
    '| Part | Story file | Storybook title | Stories | Props type |',
    '| --- | --- | --- | --- | --- |',
    ...parts.map((row) => `| ${row.name} | ${row.file} | ${row.title || '—'} | ${cell(row.stories)} | \`${row.props}\` |`),
    '',
  ];
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const doc = renderComponentsDoc();
  if (process.argv.includes('--stdout')) process.stdout.write(doc);
  else {
    fs.writeFileSync(docPath, doc);
    console.log(`wrote ${rel(docPath)}`);
  }
}
