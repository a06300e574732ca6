import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { dynamicButtonBlock } from './DynamicButton';

const DynamicButton = dynamicButtonBlock.render;

const meta = {
  title: 'Blocks/DynamicButton',
  component: DynamicButton,
  args: { props: { label: 'Shop the collection', linkUrl: '/campaigns/spring', alignment: 'center' }, uuid: 'button-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof DynamicButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Centered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Shop the collection' });
    await expect(link).toHaveAttribute('href', '/campaigns/spring');
    await expect(link.parentElement).toHaveClass('justify-center');
  },
};

export const Right: Story = { args: { props: { label: 'Contact us', linkUrl: 'mailto:info@example.com', alignment: 'right' } } };

export const UnsafeLinkHidden: Story = {
  args: { props: { label: 'Click', linkUrl: 'javascript:alert(1)', alignment: 'left' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { label: 'Vaata kollektsiooni', linkUrl: '/campaigns/kevad', alignment: 'left' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Vaata kollektsiooni' })).toBeVisible();
  },
};
