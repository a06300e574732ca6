/**
 * Visual regression for every story: after a story's test (render, play function, axe) passes,
 * the page is captured at a phone width (375 px) and at the desktop XL width (1440 px) and each
 * capture is compared with its reference in __screenshots__ beside the story file
 * (`<Story>-375px-chromium-linux.png`, `<Story>-1440px-chromium-linux.png`). The story renders
 * once: the test frame is resized after the play function and the layout settles before each
 * capture. A story that pins a viewport (`globals.viewport`) is about that one layout and is
 * captured only at its own width (`<Story>-pinned-chromium-linux.png`), see docs/decisions; the
 * pin must be one of the two widths (`mobile375` or `desktop1440`, .storybook/preview.tsx).
 * Animations and transitions are frozen so the capture settles; a story whose picture cannot
 * settle (auto-advancing content driven by timers) opts out with `parameters.screenshot: false`.
 * A locale variant (a story that sets `globals.locale`) repeats its story's layout in another
 * language: what it guards is that the longer words still fit, which the phone width shows, so
 * it is captured at 375 px only (`<Story>-375px-chromium-linux.png`).
 * A capture covers the page's width and the height its content reaches (the lowest bottom edge of
 * any element, fixed ones included, plus the body's bottom padding), not the whole viewport: a
 * button story is a 1440 x 80 picture rather than 1440 x 900 of mostly white, which made the
 * captures about half of the stories' CPU (decision 0045).
 * Update references after an intended change: vitest run --project storybook <folder> --update
 * (rewrites every reference whose capture differs, also within the tolerance; decision 0053).
 */
import { VIEWPORT_MARK } from '../packages/domain/src/constants/breakpoints';
import { afterEach, beforeEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import type { ScreenshotBytesOutcome } from './screenshotBytes';

declare module 'vitest/browser' {
  interface BrowserCommands {
    screenshotMatchesReference: (name: string) => Promise<ScreenshotBytesOutcome>;
  }
}
import { configure } from 'storybook/test';

// The stories run beside the journeys on 2 cores at a lower priority (decision 0045): a findBy…
// waits up to 3 s instead of Testing Library's 1 s before it calls an element missing.
configure({ asyncUtilTimeout: 3000 });

/** Width and height of the two captures; the phone is the common 375 x 812 handset. */
const SCREENSHOT_VIEWPORTS = [
  { width: 375, height: 812 },
  { width: VIEWPORT_MARK.XL, height: 900 },
] as const;

const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;
document.head.appendChild(freeze);

interface StoryOnContext {
  story?: { parameters?: { screenshot?: boolean }; globals?: { viewport?: { value?: string }; locale?: string } };
}

/** Longest wait for the page's images before a capture (a lazy image out of view never loads). */
const IMAGE_WAIT_MS = 2000;

/** An image that lands between two captures makes them differ: wait for those still loading. */
async function imagesLoaded() {
  const pending = Array.from(document.images, (image) => (image.complete ? undefined : image.decode().catch(() => undefined)));
  await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, IMAGE_WAIT_MS))]);
}

// Two frames: the first lets resize observers and media queries run, the second paints their result.
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

// Story files share a page (browser.isolate: false), and a story's scroll position would
// otherwise be the next story's start: a play function that scrolls to where the page already
// is gets no scroll event.
beforeEach(() => {
  window.scrollTo(0, 0);
});

/** The element a capture is taken of: see CAPTURE_BOX_ATTRIBUTE in screenshotBytes.ts. */
const CAPTURE_BOX_ATTRIBUTE = 'data-capture-box';

/**
 * An invisible box from the page's top left corner, as wide as the page and as high as its
 * content reaches. An element's capture is the page's pixels inside the element's box, so
 * capturing this box captures the content above it and nothing of the empty viewport below.
 */
/** The lowest bottom edge of anything rendered, in page coordinates (the capture box left out). */
function contentBottom(box: HTMLElement): number {
  let bottom = 0;
  for (const element of document.body.querySelectorAll('*')) {
    if (element === box) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width > 0 && rect.height > 0) bottom = Math.max(bottom, rect.bottom + window.scrollY);
  }
  return bottom;
}

/** Frames to wait at most for the content's height to hold still (an image or a panel arriving). */
const SETTLE_FRAMES = 10;

async function captureBox(): Promise<HTMLElement> {
  let box = document.querySelector<HTMLElement>(`[${CAPTURE_BOX_ATTRIBUTE}]`);
  if (!box) {
    box = document.createElement('div');
    box.setAttribute(CAPTURE_BOX_ATTRIBUTE, '');
    box.setAttribute('aria-hidden', 'true');
    box.style.cssText = 'position:absolute;left:0;top:0;width:100%;pointer-events:none;opacity:0;';
  }
  box.style.height = '0';
  document.body.appendChild(box);
  // The same height two frames in a row: a capture of a page still laying out would record a
  // height the next run does not see.
  let bottom = contentBottom(box);
  for (let frame = 0; frame < SETTLE_FRAMES; frame++) {
    await nextPaint();
    const again = contentBottom(box);
    if (again === bottom) break;
    bottom = again;
  }
  const padding = parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
  box.style.height = `${Math.max(1, Math.ceil(bottom + padding))}px`;
  return box;
}

/**
 * A capture byte for byte equal to its reference passes without decoding either; any other goes
 * through Vitest's matcher (stable page, tolerance, diff). See screenshotBytes.ts.
 */
async function matchScreenshot(name: string) {
  await captureBox();
  const outcome = await commands.screenshotMatchesReference(name);
  if (outcome === 'same' || outcome === 'recorded') return;
  // Not the same bytes: maybe the page was still arriving (an image without reserved space grows
  // the content). Measure again once images and layout have settled, then let Vitest's matcher
  // wait for a stable picture.
  await imagesLoaded();
  await nextPaint();
  await expect(page.elementLocator(await captureBox())).toMatchScreenshot(name);
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryOnContext;
  if (!story || context.task.result?.state === 'fail' || story.parameters?.screenshot === false) return;
  await document.fonts.ready;
  if (story.globals?.viewport?.value) {
    const widths: number[] = SCREENSHOT_VIEWPORTS.map(({ width }) => width);
    expect(widths, `pin 'mobile375' or 'desktop1440': '${story.globals.viewport.value}' is ${window.innerWidth} px wide`).toContain(window.innerWidth);
    await imagesLoaded();
    await matchScreenshot(`${context.task.name}-pinned`);
    return;
  }
  // The composed story's globals include preview.tsx's initialGlobals (locale 'en').
  const localeVariant = Boolean(story.globals?.locale) && story.globals?.locale !== 'en';
  const viewports = localeVariant ? SCREENSHOT_VIEWPORTS.slice(0, 1) : SCREENSHOT_VIEWPORTS;
  for (const { width, height } of viewports) {
    await page.viewport(width, height);
    await nextPaint();
    await document.fonts.ready;
    await imagesLoaded();
    await matchScreenshot(`${context.task.name}-${width}px`);
  }
});
