import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CategoryText } from './CategoryText';
import { storyImage } from './storyHelpers';

const props = {
  title: 'Hair colours',
  description:
    'Permanent, demi-permanent and direct dyes from professional brands for every technique, with mixing charts and aftercare advice. Combine with a bond-building treatment when lightening, and finish with a pH-balancing conditioner.',
  imgSrc: storyImage('Hair colours', '#5b2a86', 800, 400),
  imgAlt: 'Colour tubes on a salon trolley',
};

const meta = {
  title: 'Blocks/Parts/CategoryText',
  component: CategoryText,
  args: { props, variant: 'head' },
} satisfies Meta<typeof CategoryText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Head: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Hair colours' }));
    await expect(canvas.getByRole('img', { name: 'Colour tubes on a salon trolley' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Read more' })).toBeVisible();
  },
};

export const Foot: Story = {
  args: { variant: 'foot' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hair colours' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
  },
};

export const TitleOnly: Story = {
  args: { props: { ...props, description: '', imgSrc: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Hair colours');
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Latvian: Story = {
  globals: { locale: 'lv' },
  args: { props: { ...props, title: 'Matu krāsas', description: `${props.description} ${props.description}`, imgAlt: 'Krāsu tūbiņas' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Matu krāsas' })).toBeVisible();
    await expect(await within(canvasElement).findByRole('button', { name: 'Lasīt vairāk' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
