import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CreatorTabs, type CreatorTab } from './CreatorTabs';

const meta = {
  title: 'Admin/CreatorTabs',
  component: CreatorTabs,
  args: { active: 'editor', onChange: fn(), children: <p>Editor panel</p> },
  render: function Render(args) {
    const [active, setActive] = useState<CreatorTab>(args.active);
    return (
      <CreatorTabs
        {...args}
        active={active}
        onChange={(tab) => {
          setActive(tab);
          args.onChange(tab);
        }}
      >
        <p>Panel: {active}</p>
      </CreatorTabs>
    );
  },
} satisfies Meta<typeof CreatorTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllSixTabs: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Placeholders', 'Visibility', 'Languages', 'Scheme', 'Settings', 'Editor']);
    await userEvent.click(canvas.getByRole('tab', { name: 'Visibility' }));
    await expect(args.onChange).toHaveBeenCalledWith('visibility');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Panel: visibility');
  },
};

export const KeyboardMoves: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Editor' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('placeholders');
    await expect(canvas.getByRole('tab', { name: 'Placeholders' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Editor' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tab', { name: 'Redaktor' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
