import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateTimeLocalInput } from './DateTimeLocalInput';
import { Button } from '../../primitives/Button';

const meta = {
  title: 'Widgets/Inputs/DateTimeLocalInput',
  component: DateTimeLocalInput,
  args: { label: 'Publish at', name: 'publishAt' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
} satisfies Meta<typeof DateTimeLocalInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Publish at');
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await userEvent.type(input, '2025-03-14T09:30');
    await expect(input).toHaveValue('2025-03-14T09:30');
  },
};

export const WithValue: Story = { args: { defaultValue: '2025-01-27T00:00' } };

export const WithHintAndError: Story = {
  args: { hint: 'Tallinn time.', error: 'The end must be after the start.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Publish at');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The end must be after the start. Tallinn time.');
  },
};

function HookFormExample({ onValid }: { onValid: (values: { publishAt: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { publishAt: '2025-01-27T08:00' } });
  return (
    <form onSubmit={handleSubmit(onValid)} className="flex flex-col gap-3">
      <DateTimeLocalInput label="Publish at" {...register('publishAt')} />
      <Button type="submit" className="self-start font-normal">
        Save
      </Button>
    </form>
  );
}

export const WithReactHookForm: Story = {
  args: { onSubmit: fn() },
  render: (args) => <HookFormExample onValid={(values) => args.onSubmit?.(values as never)} />,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ publishAt: '2025-01-27T08:00' });
  },
};

export const Finnish: Story = {
  args: { label: 'Julkaisuaika', required: true },
  globals: { locale: 'fi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Julkaisuaika', { exact: false })).toBeRequired();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
