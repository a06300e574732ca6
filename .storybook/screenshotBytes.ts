/**
 * A browser command (it runs in Node, beside Playwright) that captures the story page exactly as
 * Vitest's `toMatchScreenshot` does and says whether the capture is byte for byte its stored
 * reference. When it is, the story's picture is unchanged and nothing needs decoding: Vitest's
 * matcher decodes the reference and the capture with pure-JavaScript PNG (pngjs) before it
 * compares them, which was half of the stories' time (decision 0053). When the bytes differ,
 * the setup file falls back to `toMatchScreenshot`, which waits for a stable page, applies the
 * tolerance and writes the diff.
 *
 * The references are Chromium's own PNG bytes for that reason: `--update` writes every capture
 * that differs (also one inside the tolerance, so an intended change is never left half-recorded).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { platform } from 'node:os';
import path from 'node:path';
import type { BrowserCommand } from 'vitest/node';

/** Vitest's defaults for `toMatchScreenshot` captures; the same options give the same pixels. */
const SCREENSHOT_OPTIONS = { animations: 'disabled', caret: 'hide', scale: 'device', omitBackground: false } as const;

/** Captures tried while recording before the page counts as never settling. */
const UPDATE_CAPTURE_ATTEMPTS = 10;

export type ScreenshotBytesOutcome = 'same' | 'different' | 'missing' | 'recorded';

/** The file name Vitest gives a reference: `<name>-chromium-linux.png`, words joined by dashes. */
function referenceFileName(name: string, os: string = platform()): string {
  const safe = name.replace(/\s+/g, '-').replace(/[^\w-]+/g, '').replace(/-{2,}/g, '-');
  return `${safe}-chromium-${os}.png`;
}

interface PlaywrightFrameContext {
  iframe: { locator(selector: string): { screenshot(options: object): Promise<Buffer> } };
}

export const screenshotMatchesReference: BrowserCommand<[name: string]> = async (context, name): Promise<ScreenshotBytesOutcome> => {
  if (context.provider.name !== 'playwright') throw new Error('screenshotMatchesReference needs the Playwright provider');
  if (!context.testPath) throw new Error('screenshotMatchesReference runs inside a test file');
  const reference = path.join(
    path.dirname(context.testPath),
    '__screenshots__',
    path.basename(context.testPath),
    referenceFileName(name),
  );
  // The setup file's capture box: the page's width, as high as its content reaches.
  const body = (context as unknown as PlaywrightFrameContext).iframe.locator('[data-capture-box]');
  let capture = await body.screenshot(SCREENSHOT_OPTIONS);
  const stored = await readFile(reference).catch(() => null);
  if (stored?.equals(capture)) return 'same';
  if (context.project.serializedConfig.snapshotOptions.updateSnapshot !== 'all') return stored ? 'different' : 'missing';
  // Recording: only a settled page, two captures in a row alike, becomes the reference.
  for (let attempt = 0; attempt < UPDATE_CAPTURE_ATTEMPTS; attempt++) {
    const again = await body.screenshot(SCREENSHOT_OPTIONS);
    if (again.equals(capture)) {
      await mkdir(path.dirname(reference), { recursive: true });
      await writeFile(reference, capture);
      return 'recorded';
    }
    capture = again;
  }
  return 'different';
};
