import { ADD_TO_CART_QUANTITY, CART_SPINNER_MIN_MS } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddToCartButton } from './AddToCartButton';

const meta = {
  title: 'Widgets/AddToCartButton',
  component: AddToCartButton,
  args: { price: '24.90', restrictions: [], isDisabled: false, inCart: false, onAdd: fn(), onAdded: fn() },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof AddToCartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    const started = performance.now();
    await userEvent.click(button);
    await expect(args.onAdd).toHaveBeenCalledWith(ADD_TO_CART_QUANTITY);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveTextContent('Adding…');
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledTimes(1));
    // The spinner stays for the minimum time even though onAdd resolved at once.
    await expect(performance.now() - started).toBeGreaterThanOrEqual(CART_SPINNER_MIN_MS);
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

export const SlowAdd: Story = {
  args: { onAdd: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledTimes(1), { timeout: 2000 });
  },
};

export const AddFails: Story = {
  args: { onAdd: fn(() => Promise.reject(new Error('ORDER_NOT_FOUND'))) },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(args.onAdded).not.toHaveBeenCalled();
    await expect(button).toBeEnabled();
  },
};

export const NoPrice: Story = {
  args: { price: null },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('This product cannot be bought online');
    await userEvent.click(button);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Restricted: Story = {
  args: { restrictions: [{ reason: 'Sold to licensed salons only' }] },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Sold to licensed salons only');
  },
};

export const ProductDisabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await expect(within(canvasElement).getByText('This product is currently unavailable')).toBeInTheDocument();
  },
};

export const InCart: Story = {
  args: { inCart: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'In cart' });
    await expect(button).toBeDisabled();
    await expect(button.querySelector('svg')).not.toBeNull();
  },
};

export const NamedForScreenReaders: Story = {
  args: { productName: 'Repair Shampoo 1000 ml' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAccessibleName(/^Add to cart\s?: Repair Shampoo 1000 ml$/);
  },
};

export const Finnish: Story = {
  globals: { locale: 'fi' },
  args: { restrictions: [{ reason: 'Vain ammattilaisille' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Lisää ostoskoriin' })).toBeDisabled();
  },
};

export const Mobile: Story = { args: { fullWidth: true }, globals: { viewport: { value: 'mobile375', isRotated: false } } };
