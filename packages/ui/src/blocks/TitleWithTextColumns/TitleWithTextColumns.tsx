import {
  EDITOR_BLOCK_TYPE,
  firstColumnWidth,
  titleWithTextColumnsSpec,
  type StoredEditorBlock as EditorBlock,
} from '@salon/domain';
import clsx from 'clsx';
import type { CSSProperties } from 'react';
import { defineBlock } from '../core/defineBlock';
import { TextLink } from '../core/TextLink';
import { RichText } from '../RichText/RichText';

/** Leading headers form the title column; everything after them is the text column. */
export const splitTitleColumn = (blocks: readonly EditorBlock[]): [EditorBlock[], EditorBlock[]] => {
  const firstText = blocks.findIndex((block) => block.type !== EDITOR_BLOCK_TYPE.HEADER);
  const cut = firstText === -1 ? blocks.length : firstText;
  return [blocks.slice(0, cut), blocks.slice(cut)];
};

export const titleWithTextColumnsBlock = defineBlock(titleWithTextColumnsSpec, {
  render: function TitleWithTextColumns({ props }) {
    const [titleBlocks, textBlocks] = splitTitleColumn(props.content);
    const width = firstColumnWidth(props.firstColumnWidth);
    return (
      <section id={props.uniqueId || undefined} className="flex flex-col gap-6 md:flex-row" data-layout={width === null ? 'flex' : 'fixed'}>
        <div
          className={clsx(width === null ? 'md:flex-1' : 'md:w-[var(--first-column-width)] md:shrink-0')}
          style={width === null ? undefined : ({ '--first-column-width': `${width}%` } as CSSProperties)}
        >
          <RichText blocks={titleBlocks} />
        </div>
        <div className="md:flex-1">
          <RichText blocks={textBlocks} />
          <TextLink url={props.linkUrl} text={props.linkText} className="mt-4 inline-block" />
        </div>
      </section>
    );
  },
});
