import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HookFormStoryFrame } from '../FormField/HookFormStoryFrame';
import { DateInput } from './DateInput';

const meta = {
  title: 'Widgets/Inputs/DateInput',
  component: DateInput,
  args: { label: 'Date of birth', name: 'birthday' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('type', 'date');
    await userEvent.type(input, '1990-05-17');
    await expect(input).toHaveValue('1990-05-17');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithBounds: Story = { args: { label: 'Event date', min: '2025-01-01', max: '2025-12-31', defaultValue: '2025-03-14' } };

export const WithHintAndError: Story = {
  args: { hint: 'Used for your birthday offer.', error: 'Enter a date in the past.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Date of birth');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a date in the past. Used for your birthday offer.');
  },
};

export const WithReactHookForm: Story = {
  args: { onSubmit: fn() },
  render: (args) => (
    <HookFormStoryFrame<{ birthday: string }> defaultValues={{ birthday: '' }} onValid={(values) => args.onSubmit?.(values as never)}>
      {({ register }) => <DateInput label="Date of birth" {...register('birthday')} />}
    </HookFormStoryFrame>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Date of birth'), '1988-02-29');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ birthday: '1988-02-29' });
  },
};

export const Estonian: Story = {
  args: { label: 'Sünnikuupäev', required: true },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Sünnikuupäev', { exact: false })).toBeRequired();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
