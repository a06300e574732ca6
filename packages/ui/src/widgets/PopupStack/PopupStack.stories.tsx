import { POPUP_APPEAR_DELAY_MS, POPUP_LIFETIME_MS } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PopupStack, type Popup, type PopupStackProps } from './PopupStack';

const popups: Popup[] = [
  { id: 'saved', message: 'Address saved', kind: 'success' },
  { id: 'failed', message: 'The product could not be added to the cart', kind: 'error' },
];

function Owner(props: PopupStackProps) {
  const [list, setList] = useState(props.popups);
  return (
    <PopupStack
      {...props}
      popups={list}
      onRemove={(id) => {
        props.onRemove(id);
        setList((current) => current.filter((popup) => popup.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'Widgets/PopupStack',
  component: PopupStack,
  args: { popups, onRemove: fn() },
  render: (args) => <Owner {...args} />,
} satisfies Meta<typeof PopupStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AppearsAfterDelay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status', { name: 'Notifications' });
    await expect(region).not.toHaveTextContent('Address saved');
    await waitFor(() => expect(region).toHaveTextContent('Address saved'), { timeout: POPUP_APPEAR_DELAY_MS * 3 });
  },
};

export const RemovedOnClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Address saved/ }));
    await expect(args.onRemove).toHaveBeenCalledWith('saved');
    await expect(canvas.queryByText('Address saved')).toBeNull();
    await expect(canvas.getByText('The product could not be added to the cart')).toBeInTheDocument();
  },
};

export const ExpiresAfterLifetime: Story = {
  args: { popups: [popups[0] as Popup] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Address saved');
    const shownAt = performance.now();
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith('saved'), { timeout: POPUP_LIFETIME_MS + 1000 });
    await expect(performance.now() - shownAt).toBeGreaterThanOrEqual(POPUP_LIFETIME_MS - 100);
    await expect(canvas.queryByText('Address saved')).toBeNull();
  },
};

export const Empty: Story = {
  args: { popups: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Estonian: Story = {
  args: { popups: [{ id: 'saved', message: 'Aadress salvestatud', kind: 'success' }] },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Aadress salvestatud (sulgemiseks klõpsa)' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
