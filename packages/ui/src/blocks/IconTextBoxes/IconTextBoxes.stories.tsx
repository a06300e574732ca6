import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { iconTextBoxRowBlock } from '../IconTextBoxRow';
import { storyContext, storySlot } from '../core/storyHelpers';
import { iconTextBoxesBlock } from './IconTextBoxes';

const IconTextBoxes = iconTextBoxesBlock.render;

const meta = {
  title: 'Blocks/IconTextBoxes',
  component: IconTextBoxes,
  args: {
    props: { title: 'Why shop with us', subtitle: 'Professional products, delivered fast' },
    uuid: 'boxes-1',
    context: storyContext(),
    slots: {
      default: storySlot(iconTextBoxRowBlock, [
        { titleLeft: 'Fast delivery', titleRight: 'Gift wrapping', iconLeft: 'truck', iconRight: 'gift' },
        { titleLeft: 'Member prices', titleRight: 'News every week', iconLeft: 'tag', iconRight: 'megaphone' },
      ]),
    },
  },
} satisfies Meta<typeof IconTextBoxes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoRows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Why shop with us' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: {
    props: { title: 'Miks meilt osta', subtitle: 'Professionaalsed tooted kiirelt kohale' },
    slots: { default: storySlot(iconTextBoxRowBlock, [{ titleLeft: 'Kiire tarne', titleRight: 'Liikmehinnad', iconLeft: 'truck', iconRight: 'tag' }]) },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Liikmehinnad')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
