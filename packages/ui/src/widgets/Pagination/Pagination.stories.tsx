import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Widgets/Pagination',
  component: Pagination,
  args: { currentPage: 6, totalPages: 12, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const labels = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button')
    .map((button) => button.textContent || button.getAttribute('aria-label'));

export const MiddlePage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Edge pages plus neighbours of the current one.
    await expect(labels(canvasElement)).toEqual(['Previous page', '1', '5', '6', '7', '12', 'Next page']);
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Page 7' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
  },
};

export const FirstPage: Story = {
  args: { currentPage: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { currentPage: 12 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const OutOfRangeResetsToFirst: Story = {
  args: { currentPage: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SinglePage: Story = {
  args: { currentPage: 1, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const Links: Story = {
  args: { currentPage: 1, totalPages: 3, onPageChange: undefined, hrefForPage: (page: number) => `/campaigns?page=${page}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/campaigns?page=2');
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/campaigns?page=2');
  },
};

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return <Pagination {...args} currentPage={page} onPageChange={setPage} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(canvas.getByRole('button', { name: 'Page 12' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const EstonianMobile: Story = {
  globals: { locale: 'et', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Järgmine leht' })).toBeEnabled();
  },
};
