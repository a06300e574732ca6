import { Z_INDEX } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ModalWrapper, type ModalWrapperProps } from './ModalWrapper';
import { Button } from '../../primitives/Button';

const meta = {
  title: 'Modals/ModalWrapper',
  component: ModalWrapper,
  args: {
    open: true,
    onClose: fn(),
    title: 'Delivery information',
    children: <p>Orders placed before 14:00 on working days ship the same day.</p>,
  },
} satisfies Meta<typeof ModalWrapper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { footer: <Button className="font-normal">OK</Button> },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delivery information' });
    await expect(dialog).toHaveAttribute('data-level', 'global');
    await expect(getComputedStyle(dialog).zIndex).toBe(String(Z_INDEX.GLOBAL_MODAL));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const ClosesWithCloseButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const PreventClose: Story = {
  args: { preventClose: true, title: 'Saving your order' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Saving your order' });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/**
 * The page lock touches body alone (package.css): the scroll-bar variable does not inherit and the
 * page takes pointer-events back, so opening a modal restyles body, not every element. The page
 * still gets no pointer: the overlay covers it.
 */
export const PageLockRestylesOnlyBody: Story = {
  render: (args) => (
    <>
      <Button>Behind the modal</Button>
      <ModalWrapper {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await screen.findByRole('dialog');
    await waitFor(() => expect(document.body).toHaveAttribute('data-scroll-locked'));
    await expect(getComputedStyle(document.body).pointerEvents).toBe('none');
    await expect(getComputedStyle(document.body).getPropertyValue('--removed-body-scroll-bar-size')).not.toBe('');
    const page = canvasElement.closest('body > *')!;
    await expect(getComputedStyle(page).pointerEvents).toBe('auto');
    await expect(getComputedStyle(page).getPropertyValue('--removed-body-scroll-bar-size')).toBe('');
    const behind = canvasElement.querySelector('button')!.getBoundingClientRect();
    // The overlay (or, full screen on a phone, the dialog) is what a pointer over the page meets.
    const hit = document.elementFromPoint(behind.left + behind.width / 2, behind.top + behind.height / 2);
    await expect(hit).not.toBeNull();
    await expect(canvasElement.contains(hit)).toBe(false);
  },
};

/**
 * Rendered where it stands in the tree, not through a portal into body: the server can then render a
 * modal that is open when the page arrives (the first-visit delivery-country modal).
 */
export const InPlace: Story = {
  args: { inPlace: true, preventClose: true, title: 'Delivery country and language' },
  play: async ({ canvasElement }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delivery country and language' });
    await expect(canvasElement.contains(dialog)).toBe(true);
    await expect(canvasElement.contains(screen.getByTestId('modal-backdrop'))).toBe(true);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

export const LocalLevel: Story = {
  args: { level: 'local', title: 'Product images' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Product images' });
    await expect(getComputedStyle(dialog).zIndex).toBe(String(Z_INDEX.LOCAL_MODAL));
  },
};

export const WithDescription: Story = {
  args: { description: 'Delivery times in Estonia and Latvia.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription('Delivery times in Estonia and Latvia.');
  },
};

function Harness(props: Omit<ModalWrapperProps, 'open' | 'onClose'> & { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open modal
      </Button>
      <ModalWrapper
        {...props}
        open={open}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

export const FocusTrapAndReturn: Story = {
  args: {
    open: false,
    children: (
      <form className="flex flex-col gap-2">
        <label htmlFor="modal-email">E-mail</label>
        <input id="modal-email" className="rounded border border-brand-muted px-2 py-1" />
        <Button className="font-normal">
          Send
        </Button>
      </form>
    ),
  },
  render: (args) => <Harness {...args} />,
  play: async ({ args }) => {
    const opener = screen.getByRole('button', { name: 'Open modal' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Tabbing past the last control wraps to the first: focus never leaves the dialog.
    for (let step = 0; step < 5; step += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const MobileFullScreen: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth));
    await expect(dialog.getBoundingClientRect().top).toBe(0);
  },
};

export const Estonian: Story = {
  args: { title: 'Tarneinfo', children: <p>Enne kella 14 esitatud tellimused saadetakse samal päeval.</p> },
  globals: { locale: 'et' },
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Sulge' })).toBeInTheDocument();
  },
};
