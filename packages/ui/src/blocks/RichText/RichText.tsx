import {
  ALIGNMENT,
  EDITOR_BLOCK_TYPE,
  EDITOR_HEADER_DEFAULT_LEVEL,
  EDITOR_HEADER_LEVEL_MAX,
  EDITOR_HEADER_LEVEL_MIN,
  EDITOR_LIST_STYLE,
  IMAGE_RESIZE_MAX_WIDTH,
  normaliseAlignment,
  normaliseEditorBlocks,
  type Alignment,
  type StoredEditorBlock as EditorBlock,
  safeHref,
  safeImageSrc,
} from '@salon/domain';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { InlineContent } from './InlineContent';
import { inlineText } from './inlineMarkup';

const alignmentClass: Record<Alignment, string> = {
  [ALIGNMENT.LEFT]: 'text-left',
  [ALIGNMENT.CENTER]: 'text-center',
  [ALIGNMENT.RIGHT]: 'text-right',
};

const headerClass: Record<number, string> = {
  1: 'text-h1 font-display',
  2: 'text-h2 font-display',
  3: 'text-h3',
  4: 'text-lead font-semibold',
  5: 'text-body font-semibold',
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const headerLevel = (value: unknown): 1 | 2 | 3 | 4 | 5 => {
  const level = Number(value);
  if (!Number.isInteger(level)) return EDITOR_HEADER_DEFAULT_LEVEL as 1;
  return Math.min(Math.max(level, EDITOR_HEADER_LEVEL_MIN), EDITOR_HEADER_LEVEL_MAX) as 1 | 2 | 3 | 4 | 5;
};

type ListItem = { content: unknown; items: ListItem[] };

// Editor.js list v1 stores strings; v2 stores { content, items } for nesting.
const listItems = (value: unknown): ListItem[] =>
  (Array.isArray(value) ? value : []).map((item) =>
    typeof item === 'string' ? { content: item, items: [] } : { content: record(item).content, items: listItems(record(item).items) },
  );

function List({ style, items }: { style: unknown; items: ListItem[] }) {
  const ordered = style === EDITOR_LIST_STYLE.ORDERED;
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={clsx('ml-6 space-y-1', ordered ? 'list-decimal' : 'list-disc')}>
      {items.map((item, index) => (
        <li key={index}>
          <InlineContent markup={item.content} />
          {item.items.length > 0 ? <List style={style} items={item.items} /> : null}
        </li>
      ))}
    </Tag>
  );
}

function renderBlock(block: EditorBlock & { alignment: Alignment }, index: number): ReactNode {
  const data = record(block.data);
  const align = alignmentClass[block.alignment];
  const key = block.id ?? index;
  switch (block.type) {
    case EDITOR_BLOCK_TYPE.HEADER: {
      const level = headerLevel(data.level);
      const Tag = `h${level}` as const;
      return (
        <Tag key={key} className={clsx(headerClass[level], align)}>
          <InlineContent markup={data.text} />
        </Tag>
      );
    }
    case EDITOR_BLOCK_TYPE.PARAGRAPH:
      return (
        <p key={key} className={align}>
          <InlineContent markup={data.text} />
        </p>
      );
    case EDITOR_BLOCK_TYPE.QUOTE: {
      const quoteAlign = alignmentClass[normaliseAlignment(data.alignment ?? block.alignment)];
      return (
        <figure key={key} className={clsx('border-l-4 border-brand-line pl-4', quoteAlign)}>
          <blockquote className="text-lead italic">
            <InlineContent markup={data.text} />
          </blockquote>
          {inlineText(data.caption).trim() ? (
            <figcaption className="mt-1 text-body-sm text-brand-muted">
              <InlineContent markup={data.caption} />
            </figcaption>
          ) : null}
        </figure>
      );
    }
    case EDITOR_BLOCK_TYPE.LIST:
      return (
        <div key={key} className={align}>
          <List style={data.style} items={listItems(data.items)} />
        </div>
      );
    case EDITOR_BLOCK_TYPE.IMAGE: {
      const src = safeImageSrc(record(data.file).url ?? data.url);
      if (!src) return null;
      const caption = inlineText(data.caption).trim();
      // The creator stores an optional display width; it never exceeds the resize maximum.
      const width = Number(record(data.file).width);
      const shownWidth = Number.isInteger(width) && width > 0 ? Math.min(width, IMAGE_RESIZE_MAX_WIDTH) : undefined;
      return (
        <figure key={key} className={align}>
          <img src={src} alt={caption} loading="lazy" width={shownWidth} className="mx-auto h-auto max-w-full" />
          {caption ? (
            <figcaption className="mt-1 text-body-sm text-brand-muted">
              <InlineContent markup={data.caption} />
            </figcaption>
          ) : null}
        </figure>
      );
    }
    case EDITOR_BLOCK_TYPE.LINK: {
      const href = safeHref(data.link);
      if (!href) return null;
      const meta = record(data.meta);
      const title = typeof meta.title === 'string' && meta.title.trim() ? meta.title : href;
      const description = typeof meta.description === 'string' ? meta.description : '';
      return (
        <p key={key} className={align}>
          <a href={href} className="inline-block rounded border border-brand-line p-3 hover:bg-brand-surface">
            <span className="block font-semibold underline">{title}</span>
            {description ? <span className="block text-body-sm text-brand-muted">{description}</span> : null}
          </a>
        </p>
      );
    }
    case EDITOR_BLOCK_TYPE.DELIMITER:
      return <hr key={key} className="mx-auto my-6 w-24 border-brand-line" />;
    default:
      return null;
  }
}

export interface RichTextProps {
  blocks: readonly EditorBlock[] | null | undefined;
  className?: string;
}

/**
 * Stored Editor.js content as React elements. Alignment is normalised on the way in (legacy
 * justify reads as left) and inline markup goes through the whitelist parser: no raw HTML.
 */
export function RichText({ blocks, className }: RichTextProps) {
  const normalised = normaliseEditorBlocks<EditorBlock>(Array.isArray(blocks) ? blocks : []);
  if (normalised.length === 0) return null;
  return <div className={clsx('space-y-4 text-body', className)}>{normalised.map(renderBlock)}</div>;
}
