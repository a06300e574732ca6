/** docs/components.md is generated from the code; this fails when a component or story changed without regenerating it. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const script = path.join(packageDir, 'scripts/components-doc.mjs');
const docPath = path.resolve(packageDir, '../../docs/components.md');
const REGENERATE = 'node packages/ui/scripts/components-doc.mjs';

it('docs/components.md matches the components and stories in packages/ui/src', () => {
  const expected = execFileSync(process.execPath, [script, '--stdout'], { encoding: 'utf8' });
  const committed = fs.existsSync(docPath) ? fs.readFileSync(docPath, 'utf8') : '';
  // Compared as a whole file, but the assertion message names the fix before any diff.
  if (committed !== expected) {
    expect.fail(`docs/components.md is stale: regenerate it with \`${REGENERATE}\` (from the repository root) and commit it.`);
  }
  expect(expected).toContain('| Message | widget | packages/ui/src/widgets/Message |');
});
