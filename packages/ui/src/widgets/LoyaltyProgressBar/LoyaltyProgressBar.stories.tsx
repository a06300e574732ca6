import { LOYALTY_TIERS } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoyaltyProgressBar } from './LoyaltyProgressBar';

const meta = {
  title: 'Widgets/LoyaltyProgressBar',
  component: LoyaltyProgressBar,
  args: { totalSpent: 250 },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof LoyaltyProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Loyalty tier progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '250');
    await expect(bar).toHaveAttribute('aria-valuemax', String(LOYALTY_TIERS[1]?.minAmount));
    await expect(bar).toHaveAttribute('aria-valuetext', '€250.00 of €500.00 spent towards tier 2');
    await expect(canvas.getByText('Tier 1 · 10% discount')).toBeInTheDocument();
    await expect(canvas.getByText('Spend €250.00 more to reach tier 2')).toBeInTheDocument();
  },
};

export const SecondTier: Story = {
  args: { totalSpent: '800.00' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuemin', '500');
    await expect(bar).toHaveAttribute('aria-valuemax', '1500');
    await expect(within(canvasElement).getByText('Tier 2 · 15% discount')).toBeInTheDocument();
  },
};

export const TopTier: Story = {
  args: { totalSpent: 2400 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tier 3 · 20% discount')).toBeInTheDocument();
    await expect(canvas.getByText('You have reached the top tier')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '€2,400.00 spent, top tier reached');
  },
};

export const NoSpend: Story = { args: { totalSpent: 0 } };

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Tase 1 · 10% soodustus')).toBeInTheDocument();
  },
};

export const Mobile: Story = { args: { totalSpent: 1200 }, globals: { viewport: { value: 'mobile375', isRotated: false } } };
