import { horizontalProductListSpec, YES_NO } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';
import { TextLink } from '../core/TextLink';
import { ProductListView } from '../core/ProductListView';

export const horizontalProductListBlock = defineBlock(horizontalProductListSpec, {
  render: function HorizontalProductList({ props, context }) {
    const { t } = useTranslation();
    return (
      <section id={props.uniqueId || undefined}>
        <div className="mb-4 flex items-baseline justify-between gap-4">
          {props.title ? <h2 className="font-display text-h2">{props.title}</h2> : null}
          <TextLink url={props.linkUrl} text={props.linkText} />
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
