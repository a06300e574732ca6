import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveBlockedAlert } from './SaveBlockedAlert';

const meta = {
  title: 'Admin/SaveBlockedAlert',
  component: SaveBlockedAlert,
  args: {
    action: 'save',
    blocks: [
      { uuid: 'button-1', name: 'DynamicButton', fields: ['label', 'linkUrl'] },
      { uuid: 'image-1', name: 'ContentImage', fields: ['imgSrc'] },
    ],
    onOpen: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof SaveBlockedAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save refused: every block with its missing fields, each with a button that opens it. */
export const SaveRefused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert', { name: 'Not saved: some blocks miss required fields' });
    await expect(alert).toHaveFocus();
    const items = within(alert).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Button — missing: Label, Link address');
    await expect(items[1]).toHaveTextContent('Image — missing: Image');
    await userEvent.click(canvas.getByRole('button', { name: 'Open Image' }));
    await expect(args.onOpen).toHaveBeenCalledWith('image-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const PublishRefused: Story = {
  args: { action: 'publish', blocks: [{ uuid: 'iframe-1', name: 'Iframe', fields: ['path'] }], onDismiss: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert', { name: 'Not published: some blocks miss required fields' })).toHaveTextContent('Embedded page — missing: Page address');
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: 'Open Embedded page' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('iframe-1');
  },
};

/** Nothing missing: nothing to show. */
export const NothingMissing: Story = {
  args: { blocks: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert', { name: 'Ei salvestatud: mõnel plokil on kohustuslikud väljad täitmata' })).toHaveTextContent('Nupp — puudu: Silt, Lingi aadress');
    await expect(canvas.getByRole('button', { name: 'Ava Pilt' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Open Button' })).toBeVisible();
  },
};
