/**
 * Server-render time of composed pages: our block registry (@salon/block-registry's ComposedPage,
 * which builds the tree from stored rows, resolves/validates props and renders through the
 * registry) against @puckeditor/core's <Render> on equivalent data, with react-dom/server
 * renderToString, in the same process and run. Sizes are total blocks, nested children included.
 *
 * The block mix (both sides): title + text, spacer, content image, and a wrapper holding a title +
 * text, an image and a spacer as children. Ours uses the real ExcerptTitleText, Spacer,
 * ContentImage and ContentWrapper blocks; the Puck config renders the same markup with plain
 * components (Puck's data has no validation step, so ours does strictly more work). The floor is
 * plain React: ComposedPage's exact HTML from plain components, no registry, no validation, no
 * i18n (checked equal to ours, byte for byte).
 *
 *   cd bench && npx pnpm@10.34.9 render [--runs 30] [--warmup 10] [--sizes 50,500,2000] [--check]
 *   --check exits 1 when ours ÷ Puck is above the budget (0.5, issue 18) at any size.
 *   (= NODE_ENV=production TSX_TSCONFIG_PATH=render/tsconfig.json node --import tsx render/run.tsx)
 *
 * NODE_ENV=production selects React's production build (set it outside: react/jsx-runtime loads
 * before this file runs). render/tsconfig.json gives tsx the react-jsx transform for the
 * workspace packages' .tsx sources too. Runs rotate which side goes first.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { Render, type Data } from '@puckeditor/core';
import { ComposedPage, type StoredComponent } from '@salon/block-registry';
import { createBlockContext, UiI18nProvider } from '@salon/ui';
import { renderToString } from 'react-dom/server';
import { pageSpec, PlainPage, puckConfig, toPuck, toStored, type Spec } from './pages';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    sizes: { type: 'string', default: '50,500,2000' },
    check: { type: 'boolean', default: false },
  },
});
/** Issue 18: the registry renders a page in at most half of Puck's time. */
const BUDGET_OURS_PER_PUCK = 0.5;
const RUNS = Math.min(500, Math.max(1, Number(options.runs)));
const WARMUP = Math.min(100, Math.max(0, Number(options.warmup)));
const SIZES = options.sizes
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);

// ---------------------------------------------------------------- measuring

const context = createBlockContext({ now: '2025-03-15T10:00:00Z' });
const renderOurs = (components: StoredComponent[]) =>
  renderToString(
    <UiI18nProvider language="en">
      <ComposedPage components={components} context={context} />
    </UiI18nProvider>,
  );
const renderPuck = (data: Data) => renderToString(<Render config={puckConfig} data={data} />);
const renderPlain = (specs: readonly Spec[]) => renderToString(<PlainPage specs={specs} />);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const time = (fn: () => unknown) => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};
const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

const version = (name: string) => (JSON.parse(readFileSync(createRequire(import.meta.url).resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
console.log(
  `Server render (renderToString), median of ${RUNS} runs after ${WARMUP} warm-up runs of every size, NODE_ENV=${process.env.NODE_ENV}, Node ${process.version}, react-dom ${version('react-dom')}, @puckeditor/core ${version('@puckeditor/core')}`,
);
console.log('blocks | ours ms | Puck ms | plain ms | ours/Puck | ours/plain | HTML kB ours / Puck');

const started = performance.now();
const pages = SIZES.map((size) => {
  const specs = pageSpec(size);
  const stored = toStored(specs);
  const data = toPuck(specs);
  const ours = renderOurs(stored);
  const puck = renderPuck(data);
  const plain = renderPlain(specs);
  // Same content on all sides: every block rendered (h2/figure/spacer counts match), and the
  // floor is our markup exactly.
  for (const [what, pattern] of [['titles', /<h2 /g], ['images', /<figure /g], ['spacers', /aria-hidden="true" style="height/g]] as const) {
    if (count(ours, pattern) !== count(puck, pattern)) throw new Error(`${size} blocks: ${what} differ (ours ${count(ours, pattern)}, Puck ${count(puck, pattern)})`);
  }
  if (plain !== ours) throw new Error(`${size} blocks: the plain React page's HTML differs from ours`);
  if (stored.length !== size) throw new Error(`expected ${size} blocks, built ${stored.length}`);
  const sides = [() => renderOurs(stored), () => renderPuck(data), () => renderPlain(specs)] as const;
  return { size, sides, kB: `${(ours.length / 1024).toFixed(0)} / ${(puck.length / 1024).toFixed(0)}` };
});
// Every size is warmed up before any is measured: otherwise the first size listed is measured on
// a colder JIT than the rest (50 blocks first: ours ÷ Puck 0.51-0.57; the same 50 blocks measured
// after another 50-block round: 0.27-0.29, both sides warmer).
for (const { sides } of pages) for (let i = 0; i < WARMUP; i++) for (const side of sides) side();
const overBudget: string[] = [];
for (const { size, sides, kB } of pages) {
  const ms: [number[], number[], number[]] = [[], [], []];
  for (let i = 0; i < RUNS; i++) {
    // Rotate which goes first so no side always runs right after another's garbage.
    for (let k = 0; k < sides.length; k++) {
      const side = (i + k) % sides.length;
      ms[side]!.push(time(sides[side]!));
    }
  }
  const [a, b, c] = ms.map(median) as [number, number, number];
  console.log(
    `${String(size).padStart(6)} | ${a.toFixed(2).padStart(7)} | ${b.toFixed(2).padStart(7)} | ${c.toFixed(2).padStart(8)} | ${(a / b).toFixed(2).padStart(9)} | ${(a / c).toFixed(2).padStart(10)} | ${kB}`,
  );
  if (a / b > BUDGET_OURS_PER_PUCK) overBudget.push(`${size} blocks: ours ÷ Puck ${(a / b).toFixed(2)}`);
}
console.log(`Total ${((performance.now() - started) / 1000).toFixed(1)} s`);
if (options.check) {
  if (overBudget.length > 0) {
    console.error(`Over budget (ours ÷ Puck ≤ ${BUDGET_OURS_PER_PUCK}): ${overBudget.join('; ')}`);
    process.exitCode = 1;
  } else console.log(`Within budget: ours ÷ Puck ≤ ${BUDGET_OURS_PER_PUCK} at every size.`);
}
