import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loyaltyButtonsBlock } from '../LoyaltyButtons';
import { storyContext, storyImage, storySlot } from '../core/storyHelpers';
import { loyaltyImageAndTextBlock } from './LoyaltyImageAndText';

const LoyaltyImageAndText = loyaltyImageAndTextBlock.render;
const loggedOut = storyContext({ onRegister: fn(), onLogin: fn() });

const meta = {
  title: 'Blocks/LoyaltyImageAndText',
  component: LoyaltyImageAndText,
  args: {
    props: {
      title: 'Member prices on everything',
      content: [{ type: 'paragraph', data: { text: 'Collect your spend and move up to <b>-20%</b>.' } }],
      imgSrc: storyImage('Members', '#5b2a86', 800, 600),
      imgAlt: 'Members shopping',
      imageSide: 'right',
    },
    uuid: 'loyalty-text-1',
    context: loggedOut,
    slots: { default: storySlot(loyaltyButtonsBlock, [{}], loggedOut) },
  },
} satisfies Meta<typeof LoyaltyImageAndText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-20%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
    await expect(loggedOut.onRegister).toHaveBeenCalledTimes(1);
  },
};

export const ImageLeft: Story = { args: { props: { ...meta.args.props, imageSide: 'left' } } };

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { ...meta.args.props, title: 'Liikmehinnad kõigele', content: [{ type: 'paragraph', data: { text: 'Kogu oste ja jõua kuni <b>-20%</b> soodustuseni.' } }] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Logi sisse' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
