import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext, storyImage } from '../core/storyHelpers';
import { loyaltyThreeStepsBlock } from './LoyaltyThreeSteps';

const LoyaltyThreeSteps = loyaltyThreeStepsBlock.render;
const member = { loggedIn: true, isBusiness: false, isLoyal: true, canJoinLoyalty: false };

const meta = {
  title: 'Blocks/LoyaltyThreeSteps',
  component: LoyaltyThreeSteps,
  args: {
    props: {
      ...loyaltyThreeStepsBlock.defaults,
      title: 'Three steps to member prices',
      stepTitle1: 'Create an account',
      stepText1: 'It takes a minute.',
      stepTitle2: 'Join the club',
      stepText2: 'One click in your account.',
      stepTitle3: 'Save on every order',
      stepText3: 'Your discount grows with your spend.',
      showTeaserImage: 'yes',
      teaserImgSrc: storyImage('Club', '#1d6b4f', 600, 800),
      teaserImgAlt: 'Loyalty card',
    },
    uuid: 'steps-1',
    context: storyContext(),
    slots: {},
  },
} satisfies Meta<typeof LoyaltyThreeSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'Loyalty card' })).toBeVisible();
  },
};

export const LoyalMemberSeesJoinedContent: Story = {
  args: { context: storyContext({ user: member }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You are a loyalty member' })).toBeVisible();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const BusinessUserSeesNothing: Story = {
  args: { context: storyContext({ user: { ...member, isLoyal: false, isBusiness: true } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: {
    props: { ...meta.args.props, title: 'Kolm sammu liikmehindadeni', stepTitle1: 'Loo konto', stepTitle2: 'Liitu klubiga', stepTitle3: 'Säästa igal tellimusel', showTeaserImage: 'no' },
    context: storyContext({ user: member, locale: 'et_EE' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Oled püsikliendiprogrammi liige' })).toBeVisible();
  },
};
