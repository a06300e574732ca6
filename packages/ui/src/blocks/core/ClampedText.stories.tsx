import { breakpointForWidth, descriptionClampLines } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ClampedText } from './ClampedText';

const longText =
  'Our colour range covers permanent, demi-permanent and direct dyes for every technique. Each shade is tested in salons before it reaches the catalogue, and every line comes with mixing charts, processing times and aftercare advice. Combine the colours with the bond-building treatment of the same brand to protect the hair during lightening, and finish with a pH-balancing conditioner so the colour stays bright for longer. Professional customers get training materials and can book a colour course at the training centre. The range is updated twice a year with seasonal shades and limited editions, and discontinued shades stay available until the stock runs out. Ask your sales representative for samples, shade cards and the latest price list.';

const Paragraphs = ({ text }: { text: string }) => <p className="text-body">{text}</p>;

const meta = {
  title: 'Blocks/Parts/ClampedText',
  component: ClampedText,
  args: { children: <Paragraphs text={longText} />, className: 'max-w-xl' },
} satisfies Meta<typeof ClampedText>;

export default meta;
type Story = StoryObj<typeof meta>;

const clampedBox = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-expanded]')!;

export const LongTextExpandsAndCollapses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = clampedBox(canvasElement);
    await expect(getComputedStyle(box).webkitLineClamp).toBe(String(descriptionClampLines(breakpointForWidth(window.innerWidth))));
    const readMore = await canvas.findByRole('button', { name: 'Read more' });
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await expect(readMore).toHaveAttribute('aria-controls', box.id);
    await userEvent.click(readMore);
    await expect(box).toHaveAttribute('data-expanded', 'true');
    const showLess = canvas.getByRole('button', { name: 'Show less' });
    await expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(showLess);
    await expect(box).toHaveAttribute('data-expanded', 'false');
  },
};

export const ShortTextHasNoToggle: Story = {
  args: { children: <Paragraphs text="Colours for every technique." /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const CategoryClampsToTwoLines: Story = {
  args: { isCategory: true },
  play: async ({ canvasElement }) => {
    await expect(getComputedStyle(clampedBox(canvasElement)).webkitLineClamp).toBe(String(descriptionClampLines(breakpointForWidth(window.innerWidth), true)));
    await expect(await within(canvasElement).findByRole('button', { name: 'Read more' })).toBeVisible();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { isCategory: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Loe edasi' }));
    await expect(within(canvasElement).getByRole('button', { expanded: true })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
