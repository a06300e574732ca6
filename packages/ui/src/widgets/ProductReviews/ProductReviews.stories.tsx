import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProductReviews, type ProductReviewItem } from './ProductReviews';

const REVIEWS: ProductReviewItem[] = [
  { id: 3, rating: 5, comment: 'Leaves the hair soft and smells lovely.', author: 'Mari M.', createdAt: '2026-03-01T22:30:00Z' },
  { id: 2, rating: 4, comment: 'Good value.\nA little goes a long way.', author: null, createdAt: '2026-02-14T09:00:00Z' },
  { id: 1, rating: 3, comment: '', author: 'Jaan T.', createdAt: '2026-01-05T12:00:00Z' },
];

const meta = {
  title: 'Widgets/ProductReviews',
  component: ProductReviews,
  args: { reviews: REVIEWS },
} satisfies Meta<typeof ProductReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    await expect(canvas.getByText('Leaves the hair soft and smells lovely.')).toBeInTheDocument();
    // A review without a name reads as a customer's.
    await expect(canvas.getByText('Customer')).toBeInTheDocument();
    // 22:30 UTC on 1 March is already 2 March in Tallinn.
    await expect(canvas.getByText('March 2, 2026')).toHaveAttribute('datetime', '2026-03-01T22:30:00Z');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Empty: Story = {
  args: { reviews: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No reviews yet')).toBeInTheDocument();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const ShowMore: Story = {
  args: { reviews: REVIEWS.slice(0, 2), total: 3, onShowMore: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more reviews' }));
    await expect(args.onShowMore).toHaveBeenCalledTimes(1);
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Arvustused' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Hinne 4 / 5' })).toBeInTheDocument();
    await expect(canvas.getByText('2. märts 2026')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
