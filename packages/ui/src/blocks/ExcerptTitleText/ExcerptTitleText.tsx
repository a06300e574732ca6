import { excerptTitleTextSpec, safeHref } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';
import { InlineText } from '../core/InlineText';

export const excerptTitleTextBlock = defineBlock(excerptTitleTextSpec, {
  render: function ExcerptTitleText({ props }) {
    const { t } = useTranslation();
    const href = safeHref(props.linkUrl);
    return (
      <section className="max-w-3xl">
        {props.title ? <InlineText as="h2" field="title" value={props.title} className="font-display text-h2" /> : null}
        {props.description ? <InlineText as="p" field="description" value={props.description} multiline className="mt-2 whitespace-pre-line text-lead" /> : null}
        {href ? (
          <a href={href} className="mt-3 inline-block font-semibold underline underline-offset-4">
            {t('blocks.readMore')}
            {props.title ? <span className="sr-only">: {props.title}</span> : null}
          </a>
        ) : null}
      </section>
    );
  },
});
