import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { listPreviewTextCardBlock } from '../ListPreviewTextCard';
import { textCardProps } from '../ListPreviewTextCard/textCardFixtures';
import { storyContext, storySlot } from '../core/storyHelpers';
import { textCardListBlock } from './TextCardList';

const TextCardList = textCardListBlock.render;
const cards = (language: 'en' | 'et') => storySlot(listPreviewTextCardBlock, Array.from({ length: 8 }, (_, index) => textCardProps(index + 1, language)));

const meta = {
  title: 'Blocks/TextCardList',
  component: TextCardList,
  args: { props: { title: 'Upcoming trainings', uniqueId: '' }, uuid: 'cards-1', context: storyContext(), slots: { default: cards('en') } },
} satisfies Meta<typeof TextCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ScrollsWithArrows: Story = {
  // The play scrolls the list; where it rests after the capture's resize to 375 px varies from run to
  // run, so no picture settles. The other stories cover the look; this one tests the arrows.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Upcoming trainings' });
    await expect(canvas.getByRole('button', { name: 'Scroll back' })).toBeDisabled();
    const next = canvas.getByRole('button', { name: 'Scroll forward' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Scroll back' })).toBeEnabled());
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { title: 'Tulevased koolitused', uniqueId: '' }, slots: { default: cards('et') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Keri edasi' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
