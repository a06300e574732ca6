import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', variant: 'primary', disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'danger', 'ghost', 'link', 'unstyled'] },
    size: { control: 'select', options: [undefined, 'xs', 'sm', 'md', 'lg'] },
    disabled: { control: 'boolean' },
    type: { control: 'radio', options: ['button', 'submit', 'reset'] },
    children: { control: 'text' },
    className: { control: 'text' },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to cart' });
    await expect(button).toHaveAttribute('type', 'button');
    await expect(button).toHaveAttribute('data-slot', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel', className: 'font-semibold' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete', className: 'text-body-sm' } };

export const Ghost: Story = { args: { variant: 'ghost', size: 'xs', children: 'All brands', className: 'font-semibold' } };

export const Link: Story = { args: { variant: 'link', children: 'Cookie settings' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((button) => button.dataset.size)).toEqual(['xs', 'sm', 'md', 'lg']);
  },
};

/** Disabled: not clickable, not in the tab order. */
export const Disabled: Story = {
  args: { disabled: true, className: 'disabled:bg-brand-line disabled:text-brand-ink' },
  render: (args) => (
    <div className="flex gap-3">
      <Button {...args} />
      <Button variant="secondary">Next</Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

/** A submit button keeps its type: Enter in a field and a click both submit the form. */
export const SubmitsAForm: Story = {
  args: { type: 'submit', children: 'Search' },
  render: function Render(args) {
    const [submitted, setSubmitted] = useState(0);
    return (
      <form
        className="flex flex-wrap items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted((count) => count + 1);
        }}
      >
        <input aria-label="Search words" className="rounded border border-brand-ink px-2 py-2" />
        <Button {...args} />
        <p role="status">Submitted {submitted} times</p>
      </form>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search words' }), 'shampoo{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitted 1 times');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Submitted 2 times');
    // Enter in the field submits through a click on the form's submit button, as a browser does.
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};
