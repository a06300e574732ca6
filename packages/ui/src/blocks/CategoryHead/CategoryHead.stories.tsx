import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyContext, storyImage } from '../core/storyHelpers';
import { categoryHeadBlock } from './CategoryHead';

const CategoryHead = categoryHeadBlock.render;
const description = 'Shampoos for every hair type: moisturising, volumising, colour-protecting and anti-dandruff formulas from professional brands. Choose by your hair and scalp needs, and combine with a conditioner from the same line for the best result.';

const meta = {
  title: 'Blocks/CategoryHead',
  component: CategoryHead,
  args: {
    props: { title: 'Shampoos', description, imgSrc: storyImage('Shampoos', '#1f3a93', 800, 400), imgAlt: 'Shampoo bottles' },
    uuid: 'category-Head',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof CategoryHead>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClampedToTwoLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shampoos' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Read more' }));
    await expect(canvas.getByRole('button', { name: 'Show less' })).toBeVisible();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { ...meta.args.props, title: 'Šampoonid', description: 'Šampoonid igale juuksetüübile: niisutavad, kohevust andvad ja värvi kaitsvad valemid professionaalsetelt kaubamärkidelt. Vali oma juuste ja peanaha vajaduste järgi ning kombineeri sama sarja palsamiga.' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Loe edasi' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
