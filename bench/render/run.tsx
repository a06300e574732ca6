/**
 * Server-render time of composed pages: our block registry (@salon/block-registry's ComposedPage,
 * which builds the tree from stored rows, resolves/validates props and renders through the
 * registry) against @puckeditor/core's <Render> on equivalent data, with react-dom/server
 * renderToString, in the same process and run. Sizes are total blocks, nested children included.
 *
 * The block mix (both sides): title + text, spacer, content image, and a wrapper holding a title +
 * text, an image and a spacer as children. Ours uses the real ExcerptTitleText, Spacer,
 * ContentImage and ContentWrapper blocks; the Puck config renders the same markup with plain
 * components (Puck's data has no validation step, so ours does strictly more work).
 *
 *   cd bench && npx pnpm@10.34.9 render [--runs 30] [--warmup 10] [--sizes 50,500,2000]
 *   (= NODE_ENV=production TSX_TSCONFIG_PATH=render/tsconfig.json node --import tsx render/run.tsx)
 *
 * NODE_ENV=production selects React's production build (set it outside: react/jsx-runtime loads
 * before this file runs). render/tsconfig.json gives tsx the react-jsx transform for the
 * workspace packages' .tsx sources too. Runs alternate which side goes first.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { Render, type Config, type Data } from '@puckeditor/core';
import { ComposedPage, type StoredComponent } from '@salon/block-registry';
import { BLOCK_NAME as B } from '@salon/domain';
import { createBlockContext, UiI18nProvider } from '@salon/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    sizes: { type: 'string', default: '50,500,2000' },
  },
});
const RUNS = Math.min(500, Math.max(1, Number(options.runs)));
const WARMUP = Math.min(100, Math.max(0, Number(options.warmup)));
const SIZES = options.sizes
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size > 0);

type ComponentData = Data['content'][number];

// ---------------------------------------------------------------- the same page, twice

type Kind = 'titleText' | 'spacer' | 'image' | 'wrapper';
interface Spec {
  kind: Kind;
  id: string;
  n: number;
  children?: Spec[];
}

/** A page of exactly `size` blocks: repeating title/text, spacer, image, wrapper(title/text, image, spacer). */
function pageSpec(size: number): Spec[] {
  const top: Spec[] = [];
  let count = 0;
  let n = 0;
  const leaf = (kind: Kind): Spec => ({ kind, id: `${kind}-${++n}`, n });
  const pattern: Kind[] = ['titleText', 'spacer', 'image', 'wrapper'];
  for (let i = 0; count < size; i++) {
    const kind = pattern[i % pattern.length]!;
    if (kind === 'wrapper' && size - count >= 4) {
      const wrapper = leaf('wrapper');
      wrapper.children = [leaf('titleText'), leaf('image'), leaf('spacer')];
      top.push(wrapper);
      count += 4;
    } else {
      top.push(leaf(kind === 'wrapper' ? 'titleText' : kind));
      count += 1;
    }
  }
  return top;
}

const title = (n: number) => `Block ${n}: spring hair care`;
const text = (n: number) => `Fresh routines for the new season, part ${n}. Gentle cleansing, deep conditioning and heat protection.`;
const image = (n: number) => `/media/blocks/image-${n}.jpg`;
const height = (n: number) => 16 + (n % 4) * 8;

function toStored(specs: Spec[]): StoredComponent[] {
  const rows: StoredComponent[] = [];
  const walk = (list: Spec[], parent: string | null) =>
    list.forEach((spec, index) => {
      const base = { uuid: spec.id, parent_uuid: parent, index };
      if (spec.kind === 'titleText') rows.push({ ...base, name: B.EXCERPT_TITLE_TEXT, props: { title: title(spec.n), description: text(spec.n) } });
      if (spec.kind === 'spacer') rows.push({ ...base, name: B.SPACER, props: { height: height(spec.n) } });
      if (spec.kind === 'image') rows.push({ ...base, name: B.CONTENT_IMAGE, props: { imgSrc: image(spec.n), imgAlt: `Image ${spec.n}`, cornerStyle: 'rounded' } });
      if (spec.kind === 'wrapper') {
        rows.push({ ...base, name: B.CONTENT_WRAPPER, props: { width: 'narrow' } });
        walk(spec.children ?? [], spec.id);
      }
    });
  walk(specs, null);
  return rows;
}

function toPuck(specs: Spec[]): Data {
  const item = (spec: Spec): ComponentData => {
    if (spec.kind === 'titleText') return { type: 'TitleText', props: { id: spec.id, title: title(spec.n), description: text(spec.n) } };
    if (spec.kind === 'spacer') return { type: 'Spacer', props: { id: spec.id, height: height(spec.n) } };
    if (spec.kind === 'image') return { type: 'ContentImage', props: { id: spec.id, imgSrc: image(spec.n), imgAlt: `Image ${spec.n}`, rounded: true } };
    return { type: 'ContentWrapper', props: { id: spec.id, width: 'narrow', children: (spec.children ?? []).map(item) } };
  };
  return { root: { props: {} }, content: specs.map(item) };
}

/** Puck blocks rendering the markup of our ExcerptTitleText, Spacer, ContentImage and ContentWrapper. */
const puckConfig: Config = {
  components: {
    TitleText: {
      fields: { title: { type: 'text' }, description: { type: 'textarea' } },
      render: ({ title, description }: { title: string; description: string }) => (
        <section className="max-w-3xl">
          {title ? <h2 className="font-display text-h2">{title}</h2> : null}
          {description ? <p className="mt-2 whitespace-pre-line text-lead">{description}</p> : null}
        </section>
      ),
    },
    Spacer: {
      fields: { height: { type: 'number' } },
      render: ({ height }: { height: number }) => <div aria-hidden="true" style={{ height }} />,
    },
    ContentImage: {
      fields: { imgSrc: { type: 'text' }, imgAlt: { type: 'text' }, rounded: { type: 'radio', options: [{ label: 'Rounded', value: true }, { label: 'Sharp', value: false }] } },
      render: ({ imgSrc, imgAlt, rounded }: { imgSrc: string; imgAlt: string; rounded: boolean }) => (
        <figure data-corner-style={rounded ? 'rounded' : 'sharp'}>
          <img data-src={imgSrc} alt={imgAlt} decoding="async" className={rounded ? 'block h-auto w-full rounded-2xl' : 'block h-auto w-full'} />
        </figure>
      ),
    },
    ContentWrapper: {
      fields: { width: { type: 'radio', options: [{ label: 'Narrow', value: 'narrow' }, { label: 'Wide', value: 'wide' }] }, children: { type: 'slot' } },
      render: ({ width, children: Children }: { width: string; children: () => ReactElement }) => (
        <div className={`mx-auto flex w-full flex-col gap-6 ${width === 'wide' ? 'max-w-page' : 'max-w-3xl'}`}>
          <Children />
        </div>
      ),
    },
  },
} as unknown as Config;

// ---------------------------------------------------------------- measuring

const context = createBlockContext({ now: '2025-03-15T10:00:00Z' });
const renderOurs = (components: StoredComponent[]) =>
  renderToString(
    <UiI18nProvider language="en">
      <ComposedPage components={components} context={context} />
    </UiI18nProvider>,
  );
const renderPuck = (data: Data) => renderToString(<Render config={puckConfig} data={data} />);

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
  `Server render (renderToString), median of ${RUNS} runs after ${WARMUP} warm-up, NODE_ENV=${process.env.NODE_ENV}, Node ${process.version}, react-dom ${version('react-dom')}, @puckeditor/core ${version('@puckeditor/core')}`,
);
console.log('blocks | ours ms | Puck ms | ours/Puck | HTML kB ours / Puck');

const started = performance.now();
for (const size of SIZES) {
  const specs = pageSpec(size);
  const stored = toStored(specs);
  const data = toPuck(specs);
  const ours = renderOurs(stored);
  const puck = renderPuck(data);
  // Same content on both sides: every block rendered (h2/figure/spacer counts match).
  for (const [what, pattern] of [['titles', /<h2 /g], ['images', /<figure /g], ['spacers', /aria-hidden="true" style="height/g]] as const) {
    if (count(ours, pattern) !== count(puck, pattern)) throw new Error(`${size} blocks: ${what} differ (ours ${count(ours, pattern)}, Puck ${count(puck, pattern)})`);
  }
  if (stored.length !== size) throw new Error(`expected ${size} blocks, built ${stored.length}`);
  for (let i = 0; i < WARMUP; i++) {
    renderOurs(stored);
    renderPuck(data);
  }
  const oursMs: number[] = [];
  const puckMs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternate which goes first so neither always runs right after the other's garbage.
    if (i % 2) {
      puckMs.push(time(() => renderPuck(data)));
      oursMs.push(time(() => renderOurs(stored)));
    } else {
      oursMs.push(time(() => renderOurs(stored)));
      puckMs.push(time(() => renderPuck(data)));
    }
  }
  const a = median(oursMs);
  const b = median(puckMs);
  console.log(
    `${String(size).padStart(6)} | ${a.toFixed(2).padStart(7)} | ${b.toFixed(2).padStart(7)} | ${(a / b).toFixed(2).padStart(9)} | ${(ours.length / 1024).toFixed(0)} / ${(puck.length / 1024).toFixed(0)}`,
  );
}
console.log(`Total ${((performance.now() - started) / 1000).toFixed(1)} s`);
