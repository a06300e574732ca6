import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextLink } from './TextLink';

const meta = {
  title: 'Blocks/Parts/TextLink',
  component: TextLink,
  args: { url: '/inspiration/autumn-colours', text: 'Read the trend report' },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Relative: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Read the trend report' })).toHaveAttribute('href', '/inspiration/autumn-colours');
  },
};

export const ProtocolRelativeBecomesHttps: Story = {
  args: { url: '//example.com/catalogue.pdf', text: 'Download the catalogue' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Download the catalogue' })).toHaveAttribute('href', 'https://example.com/catalogue.pdf');
  },
};

export const Mailto: Story = {
  args: { url: 'mailto:info@example.com', text: 'info@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAttribute('href', 'mailto:info@example.com');
  },
};

export const UnsafeUrlRendersNothing: Story = {
  args: { url: 'java\tscript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const WithoutTextRendersNothing: Story = {
  args: { text: '' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Estonian: Story = {
  args: { text: 'Loe trendiraportit' },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Loe trendiraportit' })).toBeVisible();
  },
};
