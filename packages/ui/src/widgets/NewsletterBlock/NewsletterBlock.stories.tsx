import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NewsletterBlock } from './NewsletterBlock';

const meta = {
  title: 'Widgets/NewsletterBlock',
  component: NewsletterBlock,
  args: { isSubscribed: false, onSubscribe: fn(async () => undefined) },
} satisfies Meta<typeof NewsletterBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailBox = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: 'E-mail' });

export const SubscribesTrimmedAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), '  kadri.tamm@salong.ee  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).toHaveBeenCalledWith('kadri.tamm@salong.ee');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you!');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = emailBox(canvasElement);
    await userEvent.type(input, 'kadri@salong');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Please enter a valid e-mail address.');
    await expect(input).toHaveClass('border-status-error');
    await userEvent.type(input, '.ee');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

export const Submitting: Story = {
  args: { onSubscribe: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'info@salong.ee');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('button', { name: 'Subscribing…' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { onSubscribe: fn(async () => Promise.reject(new Error(''))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'info@salong.ee');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Subscribing failed. Please try again.');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled());
  },
};

/** The app's explanation of the API's refusal (field errors) shows under the failure text. */
export const RefusedWithReason: Story = {
  args: { onSubscribe: fn(async () => Promise.reject(new Error('[email] - This address cannot receive mail.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(emailBox(canvasElement), 'info@salong.ee');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('[email] - This address cannot receive mail.');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const AlreadySubscribed: Story = {
  args: { isSubscribed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};

export const EstonianInvalid: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-post' }), 'vale aadress');
    await userEvent.click(canvas.getByRole('button', { name: 'Telli' }));
    await expect(canvas.getByText('Palun sisesta korrektne e-posti aadress.')).toBeVisible();
  },
};

export const MobileRussian: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile375', isRotated: false } },
};
