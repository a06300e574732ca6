import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LabelledInput } from './LabelledInput';

const meta = {
  title: 'Widgets/Parts/LabelledInput',
  component: LabelledInput,
  args: { label: 'Phone', type: 'tel', name: 'phone' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof LabelledInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Telephone: Story = {
  args: { onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, '+372 5555 1234');
    await expect(input).toHaveValue('+372 5555 1234');
    await expect(args.onChange).toHaveBeenCalledTimes('+372 5555 1234'.length);
  },
};

const inputRef = createRef<HTMLInputElement>();

export const RefReachesTheInput: Story = {
  args: { type: 'number', label: 'Quantity', ref: inputRef, defaultValue: 2, min: 1 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('spinbutton', { name: 'Quantity' });
    await expect(inputRef.current).toBe(input);
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    await expect(input).toHaveValue(5);
    await expect(inputRef.current?.valueAsNumber).toBe(5);
  },
};

export const WithHintAndError: Story = {
  args: { hint: 'With the country code.', error: 'Enter a phone number.', required: true, id: 'phone' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Phone' });
    await expect(input).toHaveAttribute('id', 'phone');
    await expect(input).toHaveAttribute('aria-describedby', 'phone-error phone-hint');
    await expect(input).toHaveAccessibleDescription('Enter a phone number. With the country code.');
    await expect(input).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '+358 40 123 4567' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Phone' })).toBeDisabled();
  },
};

export const Finnish: Story = {
  args: { label: 'Puhelin', hint: 'Maatunnuksen kanssa.' },
  globals: { locale: 'fi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Puhelin' })).toHaveAccessibleDescription('Maatunnuksen kanssa.');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
