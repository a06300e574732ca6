import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { horizontalLineBlock } from './HorizontalLine';

const HorizontalLine = horizontalLineBlock.render;

const meta = {
  title: 'Blocks/HorizontalLine',
  component: HorizontalLine,
  args: { props: { spacing: 'medium' }, uuid: 'line-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof HorizontalLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toHaveClass('my-8');
  },
};

export const Large: Story = { args: { props: { spacing: 'large' } } };

export const Estonian: Story = { globals: { locale: 'et' }, args: { props: { spacing: 'small' } } };
