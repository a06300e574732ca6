import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { loyaltyLevelsTableBlock } from './LoyaltyLevelsTable';

const LoyaltyLevelsTable = loyaltyLevelsTableBlock.render;

const meta = {
  title: 'Blocks/LoyaltyLevelsTable',
  component: LoyaltyLevelsTable,
  args: { props: { title: '', highlightCurrentTier: 'yes' }, uuid: 'levels-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof LoyaltyLevelsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('rowheader', { name: 'Level 2' })).toBeVisible();
  },
};

export const MemberOnLevelTwo: Story = {
  args: { context: storyContext({ user: { loggedIn: true, isBusiness: false, isLoyal: true, canJoinLoyalty: false, loyaltySpendEur: 820 } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('rowheader', { name: /Level 2.*your level/ })).toBeVisible();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { context: storyContext({ locale: 'et_EE' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Püsikliendi tasemed' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
