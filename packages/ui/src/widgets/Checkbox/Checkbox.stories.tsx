import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HookFormStoryFrame } from '../FormField/HookFormStoryFrame';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Widgets/Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'Subscribe to the newsletter', name: 'newsletter' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Subscribe to the newsletter' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Subscribe to the newsletter'));
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHintAndError: Story = {
  args: { label: 'I accept the terms of sale', hint: 'Read the terms before ordering.', error: 'Accept the terms to continue.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Accept the terms to continue. Read the terms before ordering.');
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const WithReactHookForm: Story = {
  args: { onSubmit: fn() },
  render: (args) => (
    <HookFormStoryFrame<{ newsletter: boolean }> defaultValues={{ newsletter: false }} onValid={(values) => args.onSubmit?.(values as never)}>
      {({ register }) => <Checkbox label="Subscribe to the newsletter" {...register('newsletter')} />}
    </HookFormStoryFrame>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ newsletter: true });
  },
};

export const Russian: Story = {
  args: { label: 'Подписаться на рассылку' },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'Подписаться на рассылку' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
