import {
  ALIGNMENT,
  EDITOR_BLOCK_TYPE,
  EDITOR_HEADER_DEFAULT_LEVEL,
  EDITOR_HEADER_LEVELS,
  EDITOR_LIST_STYLE,
  IMAGE_RESIZE_MAX_WIDTH,
  normaliseAlignment,
  normaliseEditorBlocks,
  type EditorBlockType,
  type StoredEditorBlock,
} from '@salon/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import { RadioGroup } from '../../widgets/RadioGroup';
import { TextInput } from '../../widgets/TextInput';
import { SortableList } from '../SortableList';
import { FormattedField } from './FormattedField';
import { Button } from '../../primitives/Button';

export interface RichTextEditorProps {
  /** The field's name, shown in the group's label. */
  label: string;
  /** Stored Editor.js blocks (anything else reads as no content). */
  value: unknown;
  onChange: (blocks: StoredEditorBlock[]) => void;
  /** Opens the media library; the editor passes the function that writes the chosen URL. */
  onPickImage?: (apply: (url: string) => void) => void;
}

type Block = StoredEditorBlock & { id: string };
type ListItem = string | { content?: unknown; items?: unknown };

const BLOCK_TYPES = Object.values(EDITOR_BLOCK_TYPE);
const isKnownType = (type: string): type is EditorBlockType => (BLOCK_TYPES as readonly string[]).includes(type);

// Editor.js block ids are short random strings; they only have to be unique within one field.
const newBlockId = () => Math.random().toString(36).slice(2, 12).padEnd(10, '0');

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** Loads stored content the way the renderer reads it: alignments normalised (justify -> left), ids given. */
const loadBlocks = (value: unknown): Block[] =>
  normaliseEditorBlocks<StoredEditorBlock>(Array.isArray(value) ? (value as StoredEditorBlock[]).filter((block) => typeof block?.type === 'string') : []).map(
    (block) => ({ ...block, id: block.id || newBlockId(), data: record(block.data) }),
  );

const emptyData = (type: EditorBlockType): Record<string, unknown> => {
  switch (type) {
    case EDITOR_BLOCK_TYPE.HEADER:
      return { text: '', level: EDITOR_HEADER_DEFAULT_LEVEL };
    case EDITOR_BLOCK_TYPE.PARAGRAPH:
      return { text: '' };
    case EDITOR_BLOCK_TYPE.QUOTE:
      return { text: '', caption: '', alignment: ALIGNMENT.LEFT };
    case EDITOR_BLOCK_TYPE.LIST:
      return { style: EDITOR_LIST_STYLE.UNORDERED, items: [] };
    case EDITOR_BLOCK_TYPE.IMAGE:
      return { file: { url: '' }, caption: '', withBorder: false, stretched: false, withBackground: false };
    case EDITOR_BLOCK_TYPE.LINK:
      return { link: '', meta: {} };
    case EDITOR_BLOCK_TYPE.DELIMITER:
      return {};
  }
};

const itemContent = (item: ListItem) => (typeof item === 'string' ? item : textOf(item.content));

/**
 * A structured editor for the Editor.js block format (header 1-5, paragraph, quote with caption,
 * ordered/unordered list, image up to the resize width, link, delimiter; alignment left by
 * default). It reads and writes the same JSON the storefront's RichText renders, block by block,
 * with plain form controls, so it needs no DOM-global editor and works with a keyboard and screen
 * reader; blocks are reordered with the shared SortableList.
 */
export function RichTextEditor({ label, value, onChange, onPickImage }: RichTextEditorProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [blocks, setBlocks] = useState<Block[]>(() => loadBlocks(value));
  const [newType, setNewType] = useState<EditorBlockType>(EDITOR_BLOCK_TYPE.PARAGRAPH);
  const [widthErrors, setWidthErrors] = useState<Record<string, string>>({});

  // The media picker answers after its modal closes: edits read the latest blocks, not a render's copy.
  const latest = useRef(blocks);
  const commit = (next: Block[]) => {
    latest.current = next;
    setBlocks(next);
    onChange(next);
  };
  const update = (id: string, change: (block: Block) => Block) => commit(latest.current.map((block) => (block.id === id ? change(block) : block)));
  const setData = (id: string, data: Record<string, unknown>) => update(id, (block) => ({ ...block, data: { ...block.data, ...data } }));
  const typeName = (type: string) => (isKnownType(type) ? t(`creatorEditing.type_${type}`) : type);

  const setImageWidth = (block: Block, raw: string) => {
    const { width: _previous, ...file } = record(block.data.file);
    const trimmed = raw.trim();
    const width = Number(trimmed);
    const valid = trimmed !== '' && Number.isInteger(width) && width > 0 && width <= IMAGE_RESIZE_MAX_WIDTH;
    // An invalid width is not stored at all, so a half-typed number never reaches the page.
    setData(block.id, { file: valid ? { ...file, width } : file });
    setWidthErrors(({ [block.id]: _dropped, ...rest }) =>
      trimmed === '' || valid
        ? rest
        : {
            ...rest,
            [block.id]: Number.isInteger(width) && width > IMAGE_RESIZE_MAX_WIDTH ? t('creatorEditing.widthTooLarge', { max: IMAGE_RESIZE_MAX_WIDTH }) : t('creatorEditing.widthInvalid'),
          },
    );
  };

  const alignmentControl = (block: Block, fieldId: string) => (
    <RadioGroup
      name={`${fieldId}-alignment`}
      label={t('creatorEditing.alignment')}
      orientation="horizontal"
      options={Object.values(ALIGNMENT).map((alignment) => ({ value: alignment, label: t(`creatorEditing.align_${alignment}`) }))}
      value={normaliseAlignment(block.alignment)}
      onChange={(event) => {
        const alignment = normaliseAlignment(event.target.value);
        // The quote tool keeps its own alignment in data; both places stay equal.
        update(block.id, (current) => ({
          ...current,
          alignment,
          data: current.type === EDITOR_BLOCK_TYPE.QUOTE ? { ...current.data, alignment } : current.data,
        }));
      }}
    />
  );

  const fieldsOf = (block: Block, fieldId: string) => {
    const { data } = block;
    switch (block.type) {
      case EDITOR_BLOCK_TYPE.HEADER:
        return (
          <>
            <label className="flex flex-col gap-1 text-body-sm font-semibold">
              {t('creatorEditing.level')}
              <select
                value={String(data.level ?? EDITOR_HEADER_DEFAULT_LEVEL)}
                onChange={(event) => setData(block.id, { level: Number(event.target.value) })}
                className="self-start rounded border border-brand-muted px-2 py-1 font-normal"
              >
                {EDITOR_HEADER_LEVELS.map((level) => (
                  <option key={level} value={level}>
                    H{level}
                  </option>
                ))}
              </select>
            </label>
            <FormattedField id={`${fieldId}-text`} label={t('creatorEditing.text')} value={textOf(data.text)} onChange={(text) => setData(block.id, { text })} />
          </>
        );
      case EDITOR_BLOCK_TYPE.PARAGRAPH:
        return <FormattedField id={`${fieldId}-text`} label={t('creatorEditing.text')} rows={4} value={textOf(data.text)} onChange={(text) => setData(block.id, { text })} />;
      case EDITOR_BLOCK_TYPE.QUOTE:
        return (
          <>
            <FormattedField id={`${fieldId}-text`} label={t('creatorEditing.text')} rows={3} value={textOf(data.text)} onChange={(text) => setData(block.id, { text })} />
            <FormattedField id={`${fieldId}-caption`} label={t('creatorEditing.caption')} value={textOf(data.caption)} onChange={(caption) => setData(block.id, { caption })} />
          </>
        );
      case EDITOR_BLOCK_TYPE.LIST: {
        const items = (Array.isArray(data.items) ? data.items : []) as ListItem[];
        return (
          <>
            <RadioGroup
              name={`${fieldId}-style`}
              label={t('creatorEditing.listStyle')}
              orientation="horizontal"
              options={Object.values(EDITOR_LIST_STYLE).map((style) => ({ value: style, label: t(`creatorEditing.style_${style}`) }))}
              value={data.style === EDITOR_LIST_STYLE.ORDERED ? EDITOR_LIST_STYLE.ORDERED : EDITOR_LIST_STYLE.UNORDERED}
              onChange={(event) => setData(block.id, { style: event.target.value })}
            />
            <FormattedField
              id={`${fieldId}-items`}
              label={t('creatorEditing.listItems')}
              rows={4}
              value={items.map(itemContent).join('\n')}
              onChange={(text) =>
                setData(block.id, {
                  // Editor.js list v2 items; nested items stay with the line at the same position.
                  items: text.split('\n').map((content, index) => {
                    const previous = items[index];
                    const nested = previous && typeof previous !== 'string' && Array.isArray(previous.items) ? previous.items : [];
                    return { content, items: nested };
                  }),
                })
              }
            />
          </>
        );
      }
      case EDITOR_BLOCK_TYPE.IMAGE: {
        const file = record(data.file);
        const url = textOf(file.url);
        return (
          <>
            <div className="flex flex-wrap items-end gap-2">
              <TextInput
                id={`${fieldId}-url`}
                label={t('creatorEditing.imageUrl')}
                value={url}
                error={url.trim() ? undefined : t('creatorEditing.imageRequired')}
                onChange={(event) => setData(block.id, { file: { ...file, url: event.target.value } })}
              />
              {onPickImage ? (
                <Button
                  variant="secondary"
                  size={null}
                  onClick={() => onPickImage((picked) => update(block.id, (current) => ({ ...current, data: { ...current.data, file: { ...record(current.data.file), url: picked } } })))}
                  className="px-3 py-2 text-body-sm"
                >
                  {t('creatorEditing.chooseFromLibrary')}
                </Button>
              ) : null}
            </div>
            <TextInput
              id={`${fieldId}-width`}
              type="number"
              min={1}
              max={IMAGE_RESIZE_MAX_WIDTH}
              step={1}
              inputMode="numeric"
              label={t('creatorEditing.imageWidth', { max: IMAGE_RESIZE_MAX_WIDTH })}
              defaultValue={typeof file.width === 'number' ? String(file.width) : ''}
              error={widthErrors[block.id]}
              onChange={(event) => setImageWidth(block, event.target.value)}
            />
            <TextInput id={`${fieldId}-caption`} label={t('creatorEditing.caption')} value={textOf(data.caption)} onChange={(event) => setData(block.id, { caption: event.target.value })} />
          </>
        );
      }
      case EDITOR_BLOCK_TYPE.LINK: {
        const meta = record(data.meta);
        return (
          <>
            <TextInput id={`${fieldId}-link`} label={t('creatorEditing.linkUrl')} value={textOf(data.link)} onChange={(event) => setData(block.id, { link: event.target.value })} />
            <TextInput id={`${fieldId}-title`} label={t('creatorEditing.linkTitle')} value={textOf(meta.title)} onChange={(event) => setData(block.id, { meta: { ...meta, title: event.target.value } })} />
          </>
        );
      }
      default:
        return null;
    }
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded border border-brand-line p-3">
      <legend className="px-1 text-body-sm font-semibold">{t('creatorEditing.richTextLabel', { field: label })}</legend>
      <p className="text-body-sm text-brand-muted">{t('creatorEditing.softHyphenHint')}</p>
      {blocks.length === 0 ? <p className="text-body-sm">{t('creatorEditing.noBlocks')}</p> : null}
      <SortableList<Block>
        items={blocks}
        label={label}
        getId={(block) => block.id}
        getLabel={(block) => t('creatorEditing.blockOf', { position: blocks.indexOf(block) + 1, type: typeName(block.type) })}
        onReorder={(ids) => commit(ids.map((id) => blocks.find((block) => block.id === id)!))}
        renderItem={(block, handle) => {
          const position = blocks.indexOf(block) + 1;
          const fieldId = `${baseId}-${block.id}`;
          return (
            <fieldset className="flex flex-col gap-2 rounded border border-brand-line p-2" data-editor-block={block.type}>
              <legend className="sr-only">{t('creatorEditing.blockOf', { position, type: typeName(block.type) })}</legend>
              <div className="flex items-center gap-2">
                {handle}
                <span aria-hidden="true" className="font-semibold">
                  {t('creatorEditing.blockOf', { position, type: typeName(block.type) })}
                </span>
                <Button
                  variant="link"
                  onClick={() => commit(blocks.filter((candidate) => candidate.id !== block.id))}
                  className="ml-auto text-body-sm text-status-error"
                >
                  {t('creatorEditing.removeBlock', { position })}
                </Button>
              </div>
              {fieldsOf(block, fieldId)}
              {isKnownType(block.type) && block.type !== EDITOR_BLOCK_TYPE.DELIMITER ? alignmentControl(block, fieldId) : null}
            </fieldset>
          );
        }}
      />
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1 text-body-sm font-semibold">
          {t('creatorEditing.blockType')}
          <select value={newType} onChange={(event) => setNewType(event.target.value as EditorBlockType)} className="rounded border border-brand-muted px-2 py-1 font-normal">
            {BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeName(type)}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => commit([...blocks, { id: newBlockId(), type: newType, data: emptyData(newType), alignment: ALIGNMENT.LEFT }])}
          className="text-body-sm"
        >
          {t('creatorEditing.addBlock')}
        </Button>
      </div>
    </fieldset>
  );
}
