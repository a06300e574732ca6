import { horizontalProductListSpec, YES_NO } from '@salon/domain';
import { useTranslation } from 'react-i18next';
import { defineBlock } from '../core/defineBlock';
import { ProductListView } from '../core/ProductListView';
import { safeHref } from '../core/safeUrl';

export const horizontalProductListBlock = defineBlock(horizontalProductListSpec, {
  render: function HorizontalProductList({ props, context }) {
    const { t } = useTranslation();
    const href = safeHref(props.linkUrl);
    return (
      <section id={props.uniqueId || undefined}>
        <div className="mb-4 flex items-baseline justify-between gap-4">
          {props.title ? <h2 className="font-display text-h2">{props.title}</h2> : null}
          {href && props.linkText ? (
            <a href={href} className="font-semibold underline underline-offset-4">
              {props.linkText}
            </a>
          ) : null}
        </div>
        <ProductListView
          queryType={props.queryType}
          favouriteBrandId={props.favouriteBrandId}
          listType={props.listType}
          small={props.small === YES_NO.YES}
          label={props.title || t('blocks.productList.label')}
          context={context}
        />
      </section>
    );
  },
});
