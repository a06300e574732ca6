import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { iconTextBoxRowBlock } from './IconTextBoxRow';

const IconTextBoxRow = iconTextBoxRowBlock.render;

const meta = {
  title: 'Blocks/IconTextBoxRow',
  component: IconTextBoxRow,
  args: { props: { titleLeft: 'Fast delivery', titleRight: 'Gift wrapping', iconLeft: 'truck', iconRight: 'gift' }, uuid: 'row-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof IconTextBoxRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoBoxes: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[1]).toHaveTextContent('Gift wrapping');
  },
};

export const Estonian: Story = { globals: { locale: 'et' }, args: { props: { titleLeft: 'Kiire tarne', titleRight: 'Kinkepakend', iconLeft: 'truck', iconRight: 'heart' } } };

export const EmptyRightBox: Story = {
  args: { props: { titleLeft: 'Member prices', titleRight: '', iconLeft: 'tag', iconRight: 'none' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};
