import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { iframeBlock } from './Iframe';

const Iframe = iframeBlock.render;

const meta = {
  title: 'Blocks/Iframe',
  component: Iframe,
  args: { props: { path: '/embedded/booking', uniqueId: 'booking' }, uuid: 'iframe-1', context: storyContext(), slots: {} },
} satisfies Meta<typeof Iframe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sandboxed: Story = {
  play: async ({ canvasElement }) => {
    const iframe = within(canvasElement).getByTitle('Embedded content');
    await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-modals allow-same-origin');
    await expect(iframe).toHaveAttribute('src', '/embedded/booking');
  },
};

export const EditModePlaceholder: Story = {
  args: { props: { path: '', uniqueId: '' }, context: storyContext({ mode: 'edit' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Enter the iframe path in the block settings.')).toBeVisible();
  },
};

export const EstonianEditPlaceholder: Story = {
  globals: { locale: 'et' },
  args: { props: { path: '', uniqueId: '' }, context: storyContext({ mode: 'edit', locale: 'et_EE' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/iframe’i aadress/)).toBeVisible();
  },
};

export const JavascriptPathRendersNothing: Story = {
  args: { props: { path: 'javascript:alert(1)', uniqueId: '' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
