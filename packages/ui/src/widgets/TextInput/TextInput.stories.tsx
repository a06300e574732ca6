import { zodResolver } from '@hookform/resolvers/zod';
import { isValidEmail } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { HookFormStoryFrame } from '../FormField/HookFormStoryFrame';
import { TextInput } from './TextInput';

const meta = {
  title: 'Widgets/Inputs/TextInput',
  component: TextInput,
  args: { label: 'Company name', name: 'company' },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await userEvent.type(input, 'Salon Aura');
    await expect(input).toHaveValue('Salon Aura');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'As registered in the business register.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription('As registered in the business register.');
  },
};

export const WithError: Story = {
  args: { hint: 'As registered in the business register.', error: 'Enter the company name.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Company name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter the company name. As registered in the business register.');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Salon Aura' } };

const schema = z.object({ email: z.string().trim().refine(isValidEmail, 'Enter a valid e-mail address.') });

export const WithReactHookForm: Story = {
  args: { onSubmit: fn() },
  render: (args) => (
    <HookFormStoryFrame<z.infer<typeof schema>> defaultValues={{ email: '' }} resolver={zodResolver(schema)} onValid={(values) => args.onSubmit?.(values as never)}>
      {({ register, formState }) => <TextInput type="email" label="E-mail" error={formState.errors.email?.message} {...register('email')} />}
    </HookFormStoryFrame>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'anna@salon');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(input, '.ee');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'anna@salon.ee' });
  },
};

export const Estonian: Story = {
  args: { label: 'Ettevõtte nimi', required: true, error: 'Sisesta ettevõtte nimi.' },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Ettevõtte nimi' })).toBeInvalid();
  },
};

export const Mobile: Story = { args: { hint: 'Shown on invoices.' }, globals: { viewport: { value: 'mobile375', isRotated: false } } };
