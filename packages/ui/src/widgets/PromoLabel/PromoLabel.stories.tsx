import { PROMO_LABEL_BLACK_END_DATE, PROMO_LABEL_BLACK_START_DATE } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PromoLabel } from './PromoLabel';

const meta = {
  title: 'Widgets/PromoLabel',
  component: PromoLabel,
  args: { children: '-20%', now: '2024-11-15T10:00:00Z' },
} satisfies Meta<typeof PromoLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OutsidePromoWindow: Story = {
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('-20%');
    await expect(label).not.toHaveAttribute('data-black');
  },
};

export const FirstDayOfPromoWindow: Story = {
  // 00:30 in Tallinn on the first day is still 22:30 UTC the evening before.
  args: { children: 'Black Friday', now: `${PROMO_LABEL_BLACK_START_DATE}T00:30:00+02:00` },
  play: async ({ canvasElement }) => {
    const label = within(canvasElement).getByText('Black Friday');
    await expect(label).toHaveAttribute('data-black', 'true');
    await expect(getComputedStyle(label).backgroundColor).toBe('rgb(17, 17, 17)');
  },
};

export const LastDayOfPromoWindow: Story = {
  args: { now: `${PROMO_LABEL_BLACK_END_DATE}T23:30:00+02:00` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-20%')).toHaveAttribute('data-black', 'true');
  },
};

export const DayAfterPromoWindow: Story = {
  args: { now: '2024-12-03T00:10:00+02:00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('-20%')).not.toHaveAttribute('data-black');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
