import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { staticTextItemBlock } from '../StaticTextItem';
import { storyContext, storySlot } from '../core/storyHelpers';
import { translatable } from '../core/translate';
import { staticTextRowWrapperBlock } from './StaticTextRowWrapper';

const StaticTextRowWrapper = staticTextRowWrapperBlock.render;
const items = [
  { icon: 'package', i18n_title: translatable({ en_US: 'Free delivery', et_EE: 'Tasuta tarne' }), i18n_description: translatable({ en_US: 'On orders from 50 €.', et_EE: 'Tellimustele alates 50 €.' }) },
  { icon: 'euro', i18n_title: translatable({ en_US: 'Member prices', et_EE: 'Liikmehinnad' }), i18n_description: translatable({ en_US: 'Up to 20% off.', et_EE: 'Kuni 20% soodsamalt.' }) },
  { icon: 'globe', i18n_title: translatable({ en_US: 'Baltic shipping', et_EE: 'Tarne Baltikumi' }), i18n_description: translatable({ en_US: 'Estonia, Latvia, Finland.', et_EE: 'Eesti, Läti, Soome.' }) },
];

const meta = {
  title: 'Blocks/StaticTextRowWrapper',
  component: StaticTextRowWrapper,
  args: { props: { uniqueId: '' }, uuid: 'row-1', context: storyContext(), slots: { default: storySlot(staticTextItemBlock, items) } },
} satisfies Meta<typeof StaticTextRowWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeItems: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { slots: { default: storySlot(staticTextItemBlock, items, storyContext({ locale: 'et_EE' })) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Liikmehinnad' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
