import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
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

function HookFormExample({ onValid }: { onValid: (values: { birthday: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { birthday: '' } });
  return (
    <form onSubmit={handleSubmit(onValid)} className="flex flex-col gap-3">
      <DateInput label="Date of birth" {...register('birthday')} />
      <button type="submit" className="self-start rounded bg-brand-ink px-4 py-2 text-brand-paper">
        Save
      </button>
    </form>
  );
}

export const WithReactHookForm: Story = {
  args: { onSubmit: fn() },
  render: (args) => <HookFormExample onValid={(values) => args.onSubmit?.(values as never)} />,
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

export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
