import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HookFormStoryFrame } from '../FormField/HookFormStoryFrame';
import { TextArea } from './TextArea';

const meta = {
  title: 'Widgets/Inputs/TextArea',
  component: TextArea,
  args: { label: 'Delivery notes', name: 'notes' },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Delivery notes' });
    await userEvent.type(field, 'Ring the bell{enter}Second floor');
    await expect(field).toHaveValue('Ring the bell\nSecond floor');
  },
};

export const WithHintAndError: Story = {
  args: { hint: 'Up to 255 characters.', error: 'The note is too long.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('The note is too long. Up to 255 characters.');
  },
};

export const WithReactHookForm: Story = {
  args: { onSubmit: fn() },
  render: (args) => (
    <HookFormStoryFrame<{ notes: string }> defaultValues={{ notes: 'Leave at reception' }} onValid={(values) => args.onSubmit?.(values as never)}>
      {({ register }) => <TextArea label="Delivery notes" {...register('notes')} />}
    </HookFormStoryFrame>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox'), ', 2nd floor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ notes: 'Leave at reception, 2nd floor' });
  },
};

export const Finnish: Story = {
  args: { label: 'Toimitusohjeet', required: true },
  globals: { locale: 'fi' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Toimitusohjeet' })).toBeRequired();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
