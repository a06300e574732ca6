import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';
import { Button } from '../../primitives/Button';

const options = [
  { value: 'courier', label: 'Courier' },
  { value: 'parcel', label: 'Parcel machine' },
  { value: 'pickup', label: 'Pick up from the shop' },
];

const meta = {
  title: 'Widgets/Inputs/RadioGroup',
  component: RadioGroup,
  args: { label: 'Delivery method', name: 'delivery', options },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Delivery method' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'Parcel machine' }));
    await expect(canvas.getByRole('radio', { name: 'Parcel machine' })).toBeChecked();
    // Arrow keys move the selection within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Pick up from the shop' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'courier' } };

export const WithHintAndError: Story = {
  args: { hint: 'Parcel machines accept parcels up to 30 kg.', error: 'Choose a delivery method.', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Choose a delivery method. Parcel machines accept parcels up to 30 kg.',
    );
    await expect(canvas.getByRole('radio', { name: 'Courier' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithDisabledOption: Story = {
  args: { options: [...options.slice(0, 2), { value: 'pickup', label: 'Pick up from the shop', disabled: true }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Pick up from the shop' })).toBeDisabled();
  },
};

function HookFormExample({ onValid }: { onValid: (values: { delivery: string }) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { delivery: 'courier' } });
  return (
    <form onSubmit={handleSubmit(onValid)} className="flex flex-col gap-3">
      <RadioGroup label="Delivery method" options={options} {...register('delivery')} />
      <Button type="submit" className="self-start font-normal">
        Continue
      </Button>
    </form>
  );
}

export const WithReactHookForm: Story = {
  args: { onSubmit: fn() },
  render: (args) => <HookFormExample onValid={(values) => args.onSubmit?.(values as never)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Courier' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Pick up from the shop' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ delivery: 'pickup' });
  },
};

export const Latvian: Story = {
  args: { label: 'Piegādes veids', required: true, options: [{ value: 'courier', label: 'Kurjers' }, { value: 'pickup', label: 'Saņemt veikalā' }] },
  globals: { locale: 'lv' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Piegādes veids' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
