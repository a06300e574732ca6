import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every reference picture under a __screenshots__ folder belongs to a story that takes it.
 * .storybook/vitest.setup.ts names them `<Story name>-375px`, `<Story name>-1440px` (two
 * captures) or `<Story name>-pinned` (a story that pins a viewport); a story with
 * `parameters.screenshot: false` takes none; a locale variant (`globals: { locale }`) takes only
 * `<Story name>-375px`. A renamed, removed or opted-out story leaves its
 * old pictures behind: this test names them so they are deleted.
 */
const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const SUFFIX = '-chromium-linux.png';

/** Story names as the pictures spell them, compared without case, spaces or dashes. */
const key = (name: string) => name.replace(/[^A-Za-z0-9]/g, '').toLowerCase();

function screenshotFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    return entry.name === '__screenshots__' ? [full] : screenshotFolders(full);
  });
}

/** The pictures each story of a CSF file takes: by name, two widths, one pinned, or none. */
function expectedPictures(source: string) {
  const firstStory = source.search(/^export const \w+/m);
  const meta = firstStory === -1 ? source : source.slice(0, firstStory);
  const metaPinned = /viewport:\s*\{\s*value:/.test(meta);
  const expected = new Set<string>();
  const blocks = source.split(/^(?=export const \w+)/m).slice(1);
  for (const block of blocks) {
    const name = /^export const (\w+)/.exec(block)![1]!;
    // A story taken from a shared helper (`= stories.Mobile`): its parameters are not in this file.
    if (/^export const \w+(?::\s*[\w.<>]+)?\s*=\s*[\w.]+;/.test(block)) {
      for (const kind of ['375px', '1440px', 'pinned']) expected.add(`${key(name)}|${kind}`);
      continue;
    }
    if (/\bscreenshot:\s*false/.test(block)) continue;
    if (metaPinned || /viewport:\s*\{\s*value:/.test(block)) expected.add(`${key(name)}|pinned`);
    else if (/globals:\s*\{[^}]*\blocale:\s*'(?!en')/.test(block)) expected.add(`${key(name)}|375px`);
    else {
      expected.add(`${key(name)}|375px`);
      expected.add(`${key(name)}|1440px`);
    }
  }
  return expected;
}

const cases = screenshotFolders(srcDir).flatMap((folder) =>
  readdirSync(folder).map((storyFile) => ({
    label: path.relative(srcDir, path.join(folder, storyFile)),
    storiesPath: path.join(path.dirname(folder), storyFile),
    pictures: readdirSync(path.join(folder, storyFile)).filter((file) => file.endsWith('.png')),
  })),
);

describe('screenshot references', () => {
  it('finds the reference folders', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it.each(cases)('$label holds only pictures of its stories', ({ storiesPath, pictures }) => {
    const expected = existsSync(storiesPath) ? expectedPictures(readFileSync(storiesPath, 'utf8')) : new Set<string>();
    const orphans = pictures.filter((picture) => {
      const match = /^(.+)-(375px|1440px|pinned)$/.exec(picture.slice(0, -SUFFIX.length));
      return !picture.endsWith(SUFFIX) || !match || !expected.has(`${key(match[1]!)}|${match[2]}`);
    });
    expect(orphans, 'references no story takes: delete them (or regenerate the folder with --update)').toEqual([]);
  });
});
