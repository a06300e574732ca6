import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { textCardProps } from './textCardFixtures';
import { listPreviewTextCardBlock } from './ListPreviewTextCard';

const ListPreviewTextCard = listPreviewTextCardBlock.render;


const meta = {
  title: 'Blocks/ListPreviewTextCard',
  component: ListPreviewTextCard,
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  args: { props: textCardProps(1), uuid: 'card-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof ListPreviewTextCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Training day 1' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/events/training/1');
  },
};

export const Estonian: Story = { globals: { locale: 'et' }, args: { props: textCardProps(2, 'et') } };
