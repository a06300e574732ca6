import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { contentSubheadBlock } from './ContentSubhead';

const ContentSubhead = contentSubheadBlock.render;

const meta = {
  title: 'Blocks/ContentSubhead',
  component: ContentSubhead,
  args: { props: { title: 'Programme', uniqueId: '#programme' }, uuid: 'subhead-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof ContentSubhead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Programme' })).toHaveAttribute('id', 'programme');
  },
};

export const Estonian: Story = { globals: { locale: 'et' }, args: { props: { title: 'Kava', uniqueId: 'kava' } } };
