// Declarations for dist, beside the JavaScript that tsdown wrote. tsc (tsconfig.build.json) emits
// them for the package and for the @salon/domain modules it reaches into node_modules/.cache; this
// moves them to the places tsdown gave the same modules (src/x → dist/x, the domain's src/x →
// dist/domain/src/x) and rewrites their specifiers the way tsdown rewrote the JavaScript's:
// '@salon/domain' (unpublished, inlined) becomes the relative path of the copy in dist, and
// extensionless relative specifiers get the file they name, which node16 resolution requires.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const emitted = path.join(packageDir, 'node_modules/.cache/declarations');
const distDir = path.join(packageDir, 'dist');
const domainDir = path.join(distDir, 'domain/src');
const PLACES = [
  [path.join(emitted, 'ui/src'), distDir],
  [path.join(emitted, 'domain/src'), domainDir],
];
const DOMAIN = '@salon/domain';
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;

function* declarations(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* declarations(full);
    else if (entry.name.endsWith('.d.ts')) yield full;
  }
}

const relative = (fromFile, target) => {
  const specifier = path.relative(path.dirname(fromFile), target).split(path.sep).join('/');
  return specifier.startsWith('.') ? specifier : `./${specifier}`;
};

function resolveSpecifier(file, specifier) {
  if (specifier === DOMAIN) return relative(file, path.join(domainDir, 'index.js'));
  if (!specifier.startsWith('.') || /\.(m?js|json|css)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(file), specifier);
  if (fs.existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (fs.existsSync(path.join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${path.relative(distDir, file)}: cannot resolve '${specifier}' in dist`);
}

const placed = [];
for (const [from, to] of PLACES) {
  for (const file of declarations(from)) {
    const destination = path.join(to, path.relative(from, file));
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    fs.copyFileSync(file, destination);
    placed.push(destination);
  }
}
for (const file of placed) {
  const source = fs.readFileSync(file, 'utf8');
  const rewritten = source.replace(SPECIFIER, (_, lead, quote, specifier) => `${lead}${quote}${resolveSpecifier(file, specifier)}${quote}`);
  if (rewritten !== source) fs.writeFileSync(file, rewritten);
}
console.log(`place-declarations: ${placed.length} declaration files in dist`);
