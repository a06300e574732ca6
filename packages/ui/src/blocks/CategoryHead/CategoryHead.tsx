import { categoryHeadSpec } from '@salon/domain';
import { CategoryText } from '../core/CategoryText';
import { defineBlock } from '../core/defineBlock';

export const categoryHeadBlock = defineBlock(categoryHeadSpec, {
  render: function CategoryHead({ props, context }) {
    return <CategoryText props={props} variant="head" pageHasTitle={context.pageHasTitle} />;
  },
});
