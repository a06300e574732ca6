// tsc keeps the source's extensionless relative imports ('./i18n', '../Price'), which bundlers
// accept but Node's ESM loader and TypeScript's node16/nodenext resolution do not. After the
// build, every relative specifier in dist/**/*.js and *.d.ts is given the file it names
// ('./x.js' or './x/index.js'), so the published package resolves everywhere.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g;

function resolveSpecifier(fromFile, specifier) {
  if (/\.(m?js|json|css)$/.test(specifier)) return specifier;
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (fs.existsSync(`${target}.js`)) return `${specifier}.js`;
  if (fs.existsSync(path.join(target, 'index.js'))) return `${specifier}/index.js`;
  throw new Error(`${path.relative(distDir, fromFile)}: cannot resolve '${specifier}' in dist`);
}

function* builtFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* builtFiles(full);
    else if (/\.(js|d\.ts)$/.test(entry.name)) yield full;
  }
}

let changed = 0;
for (const file of builtFiles(distDir)) {
  const source = fs.readFileSync(file, 'utf8');
  const rewritten = source.replace(SPECIFIER, (_, lead, quote, specifier) => `${lead}${quote}${resolveSpecifier(file, specifier)}${quote}`);
  if (rewritten !== source) {
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
}
console.log(`add-import-extensions: ${changed} files in dist rewritten`);
