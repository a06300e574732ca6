import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { loyaltyProgressBannerBlock } from './LoyaltyProgressBanner';

const LoyaltyProgressBanner = loyaltyProgressBannerBlock.render;
const member = { loggedIn: true, isBusiness: false, isLoyal: true, canJoinLoyalty: false, loyaltySpendEur: 820 };

const meta = {
  title: 'Blocks/LoyaltyProgressBanner',
  component: LoyaltyProgressBanner,
  args: { props: { title: '', description: 'Every euro counts towards the next level.' }, uuid: 'progress-1', context: storyContext({ user: member }), slots: {} },
} satisfies Meta<typeof LoyaltyProgressBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Your loyalty progress' })).toBeVisible();
  },
};

export const LoggedOutSeesNothing: Story = {
  args: { context: storyContext() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { title: '', description: 'Iga euro viib sind järgmisele tasemele lähemale.' }, context: storyContext({ user: member, locale: 'et_EE' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Sinu püsikliendi edenemine' })).toBeVisible();
  },
};
