import { horizontalLineSpec } from '@salon/domain';
import clsx from 'clsx';
import { defineBlock } from '../core/defineBlock';

const SPACING = { small: 'my-4', medium: 'my-8', large: 'my-12' } as const;

export const horizontalLineBlock = defineBlock(horizontalLineSpec, {
  render: function HorizontalLine({ props }) {
    return <hr className={clsx('border-brand-line', SPACING[props.spacing])} />;
  },
});
