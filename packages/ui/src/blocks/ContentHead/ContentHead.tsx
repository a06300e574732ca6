import { contentHeadSpec, DEFAULT_SLOT, tallinnDateString } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { BlockImage } from '../core/BlockImage';
import { InlineText } from '../core/InlineText';
import { defineBlock } from '../core/defineBlock';
import { SlotContent } from '../core/slots';

/** Tags are typed comma-separated. */
export const splitTags = (tags: string): string[] =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

export const contentHeadBlock = defineBlock(contentHeadSpec, {
  slots: [DEFAULT_SLOT],
  render: function ContentHead({ props, context, slots }) {
    const { t } = useTranslation();
    const tags = splitTags(props.tags);
    const createdAt = context.pageCreatedAt;
    const labelItems = slots[DEFAULT_SLOT] ?? [];
    return (
      <header className="flex flex-col gap-4">
        {tags.length > 0 ? (
          <ul aria-label={t('blocks.contentHead.tags')} className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-surface px-3 py-1 text-body-sm">
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {props.title ? <InlineText as={context.pageHasTitle ? 'h2' : 'h1'} field="title" value={props.title} className="font-display text-h1" /> : null}
        {createdAt ? (
          <p className="text-body-sm text-brand-muted">
            {t('blocks.contentHead.published')} <time dateTime={createdAt}>{tallinnDateString(createdAt)}</time>
          </p>
        ) : null}
        {props.intro ? <InlineText as="p" field="intro" value={props.intro} multiline className="text-lead" /> : null}
        {labelItems.length > 0 ? (
          <dl className="flex flex-col gap-1">
            <SlotContent items={labelItems} />
          </dl>
        ) : null}
        {/* A fixed ratio keeps the space before the image arrives: no layout shift under the head. */}
        <BlockImage src={props.imgSrc} alt={props.imgAlt} priority className="aspect-[16/9] w-full rounded object-cover" />
      </header>
    );
  },
});
