import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlClasses, StackedField, useFieldIds, type FieldTextProps } from './FormField';

interface SelectFieldProps extends FieldTextProps {
  required?: boolean;
  onChange: (value: string) => void;
}

/**
 * The field chrome around a control it does not own (here a select), as RadioGroup, TextArea and
 * SearchableAsyncSelect use it: ids, label, hint and error wired for screen readers.
 */
function SelectField({ label, hint, error, required, onChange }: SelectFieldProps) {
  const ids = useFieldIds(undefined, hint, error);
  return (
    <StackedField ids={ids} label={label} hint={hint} error={error} required={required} className="max-w-sm">
      <select
        id={ids.inputId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={controlClasses(Boolean(error))}
      >
        <option value="">–</option>
        <option value="EE">Eesti</option>
        <option value="LV">Latvija</option>
        <option value="FI">Suomi</option>
      </select>
    </StackedField>
  );
}

const meta = {
  title: 'Widgets/Parts/FormField',
  component: SelectField,
  args: { label: 'Delivery country', onChange: fn() },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Delivery country' });
    await expect(select).not.toHaveAttribute('aria-describedby');
    await expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(select, 'LV');
    await expect(args.onChange).toHaveBeenCalledWith('LV');
  },
};

export const WithHint: Story = {
  args: { hint: 'Prices include the VAT of this country.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveAccessibleDescription('Prices include the VAT of this country.');
  },
};

export const RequiredWithError: Story = {
  args: { hint: 'Prices include the VAT of this country.', error: 'Choose a delivery country.', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Delivery country' });
    await expect(select).toBeRequired();
    await expect(select).toBeInvalid();
    // The error is read before the hint; the asterisk is hidden from screen readers.
    await expect(select).toHaveAccessibleDescription('Choose a delivery country. Prices include the VAT of this country.');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Estonian: Story = {
  args: { label: 'Tarneriik', hint: 'Hinnad sisaldavad selle riigi käibemaksu.' },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Tarneriik' })).toHaveAccessibleDescription('Hinnad sisaldavad selle riigi käibemaksu.');
  },
};

export const Mobile: Story = { args: { error: 'Choose a delivery country.' }, globals: { viewport: { value: 'mobile375', isRotated: false } } };
