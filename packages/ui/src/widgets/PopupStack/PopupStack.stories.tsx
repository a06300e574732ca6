import { POPUP_APPEAR_DELAY_MS, POPUP_LIFETIME_MS } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLayoutEffect, useRef, useState } from 'react';
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

/**
 * Stamps when it rendered (before the stack's effects start its timers) and when the first popup's
 * text reached the page, so the play function can measure the appear delay on the real clock.
 */
function TimedOwner(props: PopupStackProps) {
  const [renderedAt] = useState(() => performance.now());
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = frame.current!;
    const observer = new MutationObserver(() => {
      if (element.dataset.appearedAt === undefined && element.textContent?.includes(props.popups[0]!.message)) {
        element.dataset.appearedAt = String(performance.now());
      }
    });
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [props.popups]);
  return (
    <div ref={frame} data-rendered-at={renderedAt}>
      <Owner {...props} />
    </div>
  );
}

export const AppearsAfterDelay: Story = {
  render: (args) => <TimedOwner {...args} />,
  // First story of the file: on a busy machine its captures came after the popups' 4 s lifetime.
  // The shown stack is pictured by Mobile and Estonian; the play function is this story's test.
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('status', { name: 'Notifications' });
    await waitFor(() => expect(region).toHaveTextContent('Address saved'), { timeout: POPUP_LIFETIME_MS });
    const frame = region.closest<HTMLElement>('[data-rendered-at]')!;
    const delay = Number(frame.dataset.appearedAt) - Number(frame.dataset.renderedAt);
    // Never before POPUP_APPEAR_DELAY_MS after the stack mounted; 1 ms of slack for the browser's
    // coarsened clock. The upper bound only says it appeared at all before a popup's lifetime: a
    // tighter one measures the machine's load (CI runs stories beside the API suite), not the rule.
    await expect(delay, `appeared ${Math.round(delay)} ms after mounting`).toBeGreaterThanOrEqual(POPUP_APPEAR_DELAY_MS - 1);
    await expect(delay, `appeared ${Math.round(delay)} ms after mounting`).toBeLessThan(POPUP_LIFETIME_MS);
  },
};

export const RemovedOnClick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Address saved/ }));
    await expect(args.onRemove).toHaveBeenCalledWith('saved');
    await expect(canvas.queryByText('Address saved')).toBeNull();
    const left = canvas.getByRole('button', { name: /could not be added to the cart/ });
    // The pointer stays on the stack, which holds the other popup for the picture: on a busy
    // machine the captures came after its lifetime.
    await userEvent.hover(left);
    await expect(left).toBeVisible();
  },
};

export const HeldWhilePointedAt: Story = {
  args: { popups: [popups[0] as Popup] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const popup = await canvas.findByRole('button', { name: /Address saved/ });
    await userEvent.hover(popup);
    await new Promise((resolve) => setTimeout(resolve, POPUP_LIFETIME_MS + 200));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(popup).toBeVisible();
    await userEvent.unhover(popup);
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith('saved'), { timeout: POPUP_LIFETIME_MS + 1000 });
  },
};

export const HeldWhileFocused: Story = {
  args: { popups: [popups[0] as Popup] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Address saved/ });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Address saved/ })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, POPUP_LIFETIME_MS + 200));
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith('saved');
    await expect(canvas.queryByText('Address saved')).toBeNull();
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

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  // The picture is of the shown stack: wait out the appear delay.
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Address saved')).toBeVisible();
  },
};
