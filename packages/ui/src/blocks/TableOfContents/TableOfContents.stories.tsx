import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scrollToButtonBlock } from '../ScrollToButton';
import { storyContext, storySlot } from '../core/storyHelpers';
import { tableOfContentsBlock } from './TableOfContents';

const TableOfContents = tableOfContentsBlock.render;

const meta = {
  title: 'Blocks/TableOfContents',
  component: TableOfContents,
  args: {
    props: { title: '' },
    uuid: 'toc-1',
    context: storyContext(),
    slots: { default: storySlot(scrollToButtonBlock, [{ label: 'Programme', targetId: 'programme' }, { label: 'Speakers', targetId: 'speakers' }, { label: 'Tickets', targetId: 'tickets' }]) },
  },
} satisfies Meta<typeof TableOfContents>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'On this page' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '#tickets');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { slots: { default: storySlot(scrollToButtonBlock, [{ label: 'Kava', targetId: 'kava' }, { label: 'Piletid', targetId: 'piletid' }]) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Sellel lehel' })).toBeVisible();
  },
};
