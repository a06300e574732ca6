/**
 * Main-thread tasks of the page's renderer from a Chromium trace (the DevTools timeline
 * categories, as Lighthouse reads them). A trace sees every task, not only those over 50 ms that
 * a 'longtask' observer reports, so a fixed action's longest task shows even when it is short.
 * The preview iframe is same-origin, so it runs on the same main thread and is counted too.
 */
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];
/** Total blocking time counts what a task takes beyond 50 ms, as Lighthouse does. */
export const LONG_TASK_MS = 50;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface TaskSummary {
  longestMs: number;
  blockingMs: number;
  /** Tasks of 50 ms or more. */
  longTasks: number;
}

/** With `save`, the raw trace is written there too (open it in DevTools' Performance panel to see what a long task did). */
export async function traced(browser: Browser, page: Page, run: () => Promise<void>, save?: string): Promise<TaskSummary> {
  await browser.startTracing(page, { categories: CATEGORIES });
  let trace: Buffer;
  try {
    await run();
  } finally {
    // Stopped either way: a tracing session left open refuses the next one.
    trace = await browser.stopTracing();
  }
  if (save) writeFileSync(save, trace);
  return summarise(JSON.parse(trace.toString('utf8')).traceEvents as TraceEvent[]);
}

/** Top-level tasks of every renderer main thread; a task nested in another (a nested run loop) counts once, as the outer one. */
function summarise(events: readonly TraceEvent[]): TaskSummary {
  const mainThreads = new Set(events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || !TASK_NAMES.has(event.name) || !mainThreads.has(thread) || event.dur === undefined) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  let longestMs = 0;
  let blockingMs = 0;
  let longTasks = 0;
  for (const tasks of byThread.values()) {
    tasks.sort((a, b) => a.ts - b.ts);
    let end = -Infinity;
    for (const task of tasks) {
      if (task.ts < end) continue;
      end = task.ts + task.dur!;
      const ms = task.dur! / 1000;
      longestMs = Math.max(longestMs, ms);
      if (ms >= LONG_TASK_MS) {
        longTasks += 1;
        blockingMs += ms - LONG_TASK_MS;
      }
    }
  }
  return { longestMs, blockingMs, longTasks };
}
