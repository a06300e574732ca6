import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCategories } from '../layoutParts/storyData';
import { CategoryPicker } from './CategoryPicker';

const meta = {
  title: 'Widgets/CategoryPicker',
  component: CategoryPicker,
  args: {
    status: 'success',
    onRetry: fn(),
    categories: storyCategories,
    onToggleAllBrands: fn(),
    brandsPanel: (
      <ul className="flex flex-wrap gap-3 p-2">
        <li><a href="/products/brands/keravelle">Kéravelle</a></li>
        <li><a href="/products/brands/balmora">Balmora</a></li>
      </ul>
    ),
  },
} satisfies Meta<typeof CategoryPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Juuksehooldus' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Palsamid' })).toHaveAttribute('href', '/products/categories/12');
    await expect(canvas.getByRole('link', { name: 'View all: Juuksehooldus' })).toHaveAttribute('href', '/products/categories/1');
    await expect(canvas.getAllByRole('link', { name: /^View all/ })).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Trainings and events' })).toHaveAttribute('href', '/events');
  },
};

export const AllBrandsToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'All brands' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Kéravelle' })).toBeNull();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Kéravelle' })).toBeVisible();
    await expect(args.onToggleAllBrands).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(args.onToggleAllBrands).toHaveBeenLastCalledWith(false);
    await expect(canvas.queryByRole('link', { name: 'Kéravelle' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading categories...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', categories: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load categories. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Vaata kõiki: Meestele' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Kõik brändid' })).toBeVisible();
  },
};

export const RussianError: Story = {
  args: { status: 'error', categories: [] },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
};
