/**
 * Visual regression for every story: after a story's test (render, play function, axe) passes,
 * the page is compared with its reference screenshot in __screenshots__ beside the story file.
 * Animations and transitions are frozen so the capture settles; a story whose picture cannot
 * settle (auto-advancing content driven by timers) opts out with `parameters.screenshot: false`.
 * Update references after an intended change: vitest run --project storybook --update
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;
document.head.appendChild(freeze);

interface StoryOnContext {
  story?: { parameters?: { screenshot?: boolean } };
}

afterEach(async (context) => {
  const { story } = context as unknown as StoryOnContext;
  if (!story || context.task.result?.state === 'fail' || story.parameters?.screenshot === false) return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot();
});
