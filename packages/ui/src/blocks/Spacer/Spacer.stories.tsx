import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { spacerBlock } from './Spacer';

const Spacer = spacerBlock.render;

const meta = {
  title: 'Blocks/Spacer',
  component: Spacer,
  args: { props: { height: 64 }, uuid: 'spacer-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof Spacer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pixels: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveStyle({ height: '64px' });
  },
};

export const TypedWithComma: Story = {
  args: { props: { height: '24,5' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveStyle({ height: '24.5px' });
  },
};

export const Estonian: Story = { globals: { locale: 'et' }, args: { props: { height: '' } } };
