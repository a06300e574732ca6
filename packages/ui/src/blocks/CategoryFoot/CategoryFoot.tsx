import { categoryFootSpec } from '@salon/domain';
import { CategoryText } from '../core/CategoryText';
import { defineBlock } from '../core/defineBlock';

export const categoryFootBlock = defineBlock(categoryFootSpec, {
  render: function CategoryFoot({ props }) {
    return <CategoryText props={props} variant="foot" />;
  },
});
