import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

const TABS = [
  { value: 'description', label: 'Description', text: 'A sulphate-free shampoo for coloured hair.' },
  { value: 'usage', label: 'Usage', text: 'Apply to wet hair, lather and rinse.' },
  { value: 'ingredients', label: 'Ingredients', text: 'Aqua, Sodium Cocoyl Isethionate, Glycerin.' },
] as const;

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'description', activationMode: 'automatic', onValueChange: fn() },
  argTypes: {
    defaultValue: { control: 'select', options: TABS.map((tab) => tab.value) },
    activationMode: { control: 'radio', options: ['automatic', 'manual'] },
    className: { control: 'text' },
  },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Product details">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} className="font-semibold">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <p>{tab.text}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ClickAndKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(canvas.getByRole('tablist', { name: 'Product details' })).toHaveAttribute('data-slot', 'tabs-list');
    await expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('sulphate-free');
    await userEvent.click(tab('Usage'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('usage');
    await expect(canvas.getByRole('tabpanel', { name: 'Usage' })).toHaveTextContent('wet hair');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Ingredients')).toHaveFocus());
    await expect(tab('Ingredients')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Description')).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(tab('Ingredients')).toHaveAttribute('aria-selected', 'true'));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(tab('Description')).toHaveAttribute('aria-selected', 'true'));
  },
};

/** Manual activation: the arrows move focus; Enter or Space chooses. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    tab('Description').focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Usage')).toHaveFocus());
    await expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(tab('Usage')).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('usage');
  },
};

/** A disabled tab cannot be chosen and the arrow keys pass over it. */
export const DisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Product details">
        {TABS.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} disabled={tab.value === 'usage'} className="font-semibold disabled:opacity-50">
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {TABS.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <p>{tab.text}</p>
        </TabsContent>
      ))}
    </Tabs>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(tab('Usage')).toBeDisabled();
    await userEvent.click(tab('Usage'), { pointerEventsCheck: 0 });
    await expect(tab('Description')).toHaveAttribute('aria-selected', 'true');
    tab('Description').focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Ingredients')).toHaveFocus());
    await expect(args.onValueChange).toHaveBeenCalledWith('ingredients');
  },
};
