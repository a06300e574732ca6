import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../vitest.workspace.ts';

/** Debian's Chromium, driven by playwright-core (no browser download). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}
