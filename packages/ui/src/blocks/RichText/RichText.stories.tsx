import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { articleBlocks } from '../core/richTextFixtures';
import { RichText } from './RichText';

const meta = {
  title: 'Blocks/RichText',
  component: RichText,
  args: { blocks: articleBlocks('en') },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllTools: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Three steps' })).toBeVisible();
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Repair mask in use' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Mask buying guide/ })).toHaveAttribute('href', 'https://example.com/masks');
  },
};

export const Estonian: Story = { globals: { locale: 'et' }, args: { blocks: articleBlocks('et') } };

export const SoftHyphen: Story = {
  args: { blocks: [{ type: 'paragraph', data: { text: 'Juuksehooldus/-/toodete/-/kataloog' } }] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('Juuksehooldus\u00adtoodete\u00adkataloog');
  },
};
