import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Widgets/ErrorPage',
  component: ErrorPage,
  args: { kind: 'pageNotFound' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageNotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('This page could not be found');
    await expect(canvas.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  },
};

export const ProductNotFound: Story = {
  args: { kind: 'productNotFound' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('This product could not be found');
  },
};

export const SomethingWentWrong: Story = {
  args: { kind: 'somethingWentWrong' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    await expect(canvas.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
  },
};

export const EstonianPageNotFound: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Lehte ei leitud' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Tagasi avalehele' })).toBeVisible();
  },
};

export const LatvianMobileProduct: Story = {
  args: { kind: 'productNotFound' },
  globals: { locale: 'lv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Produkts netika atrasts' })).toBeVisible();
  },
};
