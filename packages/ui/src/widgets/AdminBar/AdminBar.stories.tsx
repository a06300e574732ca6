import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminBar } from './AdminBar';

// The page editor link the storefront frame builds for a composed page (route, scheme, creator flags).
const EDITOR_HREF = '/admin/creator/edit?route=route-uuid&scheme=scheme-uuid&disableComposer=true&useCreator=true';

const meta = {
  title: 'Widgets/AdminBar',
  component: AdminBar,
  parameters: { layout: 'fullscreen' },
  args: { isStaff: true, isRouteAdmin: true, editorHref: EDITOR_HREF },
} satisfies Meta<typeof AdminBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouteAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'ADMIN' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getByRole('link', { name: 'Edit page' })).toHaveAttribute('href', EDITOR_HREF);
  },
};

export const StaffOnPageWithoutScheme: Story = {
  args: { editorHref: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'ADMIN' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit page' })).toBeNull();
  },
};

export const StaffWithoutRouteAdmin: Story = {
  args: { isRouteAdmin: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'ADMIN' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Edit page' })).toBeNull();
  },
};

export const Customer: Story = {
  args: { isStaff: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const EstonianMobile: Story = {
  globals: { locale: 'et', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Muuda lehte' })).toBeVisible();
  },
};

export const TextEditingSwitch: Story = {
  args: { textEditing: { on: false, onToggle: fn() } },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Edit texts' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.textEditing?.onToggle).toHaveBeenCalledWith(true);
  },
};

export const TextEditingOnInEstonian: Story = {
  args: { textEditing: { on: true, onToggle: fn() } },
  globals: { locale: 'et' },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Muuda tekste' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.textEditing?.onToggle).toHaveBeenCalledWith(false);
  },
};

export const TextEditingHiddenWithoutRouteAdmin: Story = {
  args: { isRouteAdmin: false, textEditing: { on: false, onToggle: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit texts' })).toBeNull();
  },
};
