/**
 * The bench page three ways: stored component rows for our registry, Puck data with a Puck
 * config, and plain React components (the floor: the registry's exact markup, no registry).
 * Every block holds the same content on all three.
 */
import type { Config, Data } from '@puckeditor/core';
import type { StoredComponent } from '@salon/block-registry';
import { BLOCK_NAME as B } from '@salon/domain';
import type { ReactElement } from 'react';

type ComponentData = Data['content'][number];

type Kind = 'titleText' | 'spacer' | 'image' | 'wrapper';
export interface Spec {
  kind: Kind;
  id: string;
  n: number;
  children?: Spec[];
}

/** A page of exactly `size` blocks: repeating title/text, spacer, image, wrapper(title/text, image, spacer). */
export function pageSpec(size: number): Spec[] {
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

export function toStored(specs: Spec[]): StoredComponent[] {
  const rows: StoredComponent[] = [];
  const walk = (list: Spec[], parent: string | null) =>
    list.forEach((spec, index) => {
      const base = { uuid: spec.id, parent_uuid: parent, index };
      if (spec.kind === 'titleText') rows.push({ ...base, name: B.EXCERPT_TITLE_TEXT, props: { title: title(spec.n), description: text(spec.n) } });
      if (spec.kind === 'spacer') rows.push({ ...base, name: B.SPACER, props: { height: height(spec.n) } });
      if (spec.kind === 'image') rows.push({ ...base, name: B.CONTENT_IMAGE, props: { imgSrc: image(spec.n), imgAlt: `Sample ${spec.n}`, cornerStyle: 'rounded' } });
      if (spec.kind === 'wrapper') {
        rows.push({ ...base, name: B.CONTENT_WRAPPER, props: { width: 'narrow' } });
        walk(spec.children ?? [], spec.id);
      }
    });
  walk(specs, null);
  return rows;
}

export function toPuck(specs: Spec[]): Data {
  const item = (spec: Spec): ComponentData => {
    if (spec.kind === 'titleText') return { type: 'TitleText', props: { id: spec.id, title: title(spec.n), description: text(spec.n) } };
    if (spec.kind === 'spacer') return { type: 'Spacer', props: { id: spec.id, height: height(spec.n) } };
    if (spec.kind === 'image') return { type: 'ContentImage', props: { id: spec.id, imgSrc: image(spec.n), imgAlt: `Sample ${spec.n}`, rounded: true } };
    return { type: 'ContentWrapper', props: { id: spec.id, width: 'narrow', children: (spec.children ?? []).map(item) } };
  };
  return { root: { props: {} }, content: specs.map(item) };
}

/** Puck blocks rendering the markup of our ExcerptTitleText, Spacer, ContentImage and ContentWrapper. */
export const puckConfig: Config = {
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

const BLOCK_NAME_OF: Record<Kind, string> = { titleText: B.EXCERPT_TITLE_TEXT, spacer: B.SPACER, image: B.CONTENT_IMAGE, wrapper: B.CONTENT_WRAPPER };

/** One block as plain JSX: what ExcerptTitleText, Spacer, ContentImage and ContentWrapper render for these props. */
function PlainBlock({ spec }: { spec: Spec }): ReactElement {
  if (spec.kind === 'titleText')
    return (
      <section className="max-w-3xl">
        <h2 className="font-display text-h2">{title(spec.n)}</h2>
        <p className="mt-2 whitespace-pre-line text-lead">{text(spec.n)}</p>
      </section>
    );
  if (spec.kind === 'spacer') return <div aria-hidden="true" style={{ height: height(spec.n) }} />;
  if (spec.kind === 'image')
    return (
      <figure data-corner-style="rounded">
        <img data-src={image(spec.n)} alt={`Sample ${spec.n}`} decoding="async" className="block h-auto w-full rounded-2xl" />
      </figure>
    );
  return (
    <div className="mx-auto flex w-full flex-col gap-6 max-w-3xl">
      {(spec.children ?? []).map((child) => (
        <PlainBlock key={child.id} spec={child} />
      ))}
    </div>
  );
}

/** The floor: ComposedPage's markup (page and per-block wrapper divs included) from plain components. */
/** Every block's name once, sorted, nested blocks included: the page's `data-block-names` (decision 0066). */
function blockNames(specs: readonly Spec[]): string {
  const names = new Set<string>();
  const walk = (list: readonly Spec[]) =>
    list.forEach((spec) => {
      names.add(BLOCK_NAME_OF[spec.kind]);
      walk(spec.children ?? []);
    });
  walk(specs);
  return [...names].sort().join(' ');
}

export function PlainPage({ specs }: { specs: readonly Spec[] }) {
  return (
    <div className="flex flex-col gap-section" data-composed-page="" data-block-names={blockNames(specs)}>
      {specs.map((spec) => (
        <div key={spec.id} data-block={BLOCK_NAME_OF[spec.kind]}>
          <PlainBlock spec={spec} />
        </div>
      ))}
    </div>
  );
}
