import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CategoryButtons } from './CategoryButtons';

const hairCare = [
  'Šampoonid',
  'Palsamid',
  'Juuksemaskid',
  'Juukseõlid',
  'Viimistlustooted',
  'Kuumakaitse',
  'Peanaha hooldus',
  'Reisipakendid',
  'Kinkekomplektid',
].map((label, index) => ({ label, href: `/products/categories/${100 + index}` }));

const meta = {
  title: 'Widgets/CategoryButtons',
  component: CategoryButtons,
  args: { categories: hairCare },
} satisfies Meta<typeof CategoryButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixUntilAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.queryByRole('link', { name: 'Peanaha hooldus' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'All categories' }));
    await expect(canvas.getAllByRole('link')).toHaveLength(9);
    await expect(canvas.queryByRole('button', { name: 'All categories' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Peanaha hooldus' })).toHaveFocus());
  },
};

export const FewCategories: Story = {
  args: { categories: hairCare.slice(0, 4) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ExactlySix: Story = {
  args: { categories: hairCare.slice(0, 6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const NoChildren: Story = {
  args: { categories: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const EstonianMobile: Story = {
  globals: { locale: 'et', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Kõik kategooriad' })).toBeVisible();
  },
};

export const Finnish: Story = {
  globals: { locale: 'fi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Alakategoriat' })).toBeVisible();
  },
};
