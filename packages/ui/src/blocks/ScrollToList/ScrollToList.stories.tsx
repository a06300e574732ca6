import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { scrollToListBlock } from './ScrollToList';

const ScrollToList = scrollToListBlock.render;

const meta = {
  title: 'Blocks/ScrollToList',
  component: ScrollToList,
  args: { props: { title: 'In this guide', links: 'Washing | washing\nConditioning | #conditioning\nbroken line\nStyling|styling' }, uuid: 'list-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof ScrollToList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[1]).toHaveAttribute('href', '#conditioning');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { title: '', links: 'Pesemine | pesemine\nViimistlus | viimistlus' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Sellel lehel' })).toBeVisible();
  },
};
