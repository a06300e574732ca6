import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpandToggle } from './ExpandToggle';

const meta = {
  title: 'Widgets/ExpandToggle',
  component: ExpandToggle,
  args: { expanded: false, onToggle: fn(), controlsId: 'brand-description' },
  render: (args) => (
    <div>
      <p id="brand-description">Balmora on Itaalia päritolu juuksevärvide sari.</p>
      <ExpandToggle {...args} />
    </div>
  ),
} satisfies Meta<typeof ExpandToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Read more' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Expanded: Story = {
  args: { expanded: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const WithClampedText: Story = {
  render: function Render() {
    const [expanded, setExpanded] = useState(false);
    return (
      <div className="max-w-md">
        <p id="brand-description" className={expanded ? undefined : 'line-clamp-2'}>
          Kéravelle on Pariisi juuksurite loodud professionaalne juuksehooldussari. Tooted sobivad igale juuksetüübile ning
          neid kasutatakse üle 300 salongis Eestis ja Lätis. Sarja kuuluvad šampoonid, palsamid, maskid ja viimistlustooted.
        </p>
        <ExpandToggle expanded={expanded} onToggle={() => setExpanded((value) => !value)} controlsId="brand-description" />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = canvasElement.querySelector('#brand-description')!;
    await expect(text).toHaveClass('line-clamp-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await expect(text).not.toHaveClass('line-clamp-2');
    await userEvent.click(canvas.getByRole('button', { name: 'Show less' }));
    await expect(text).toHaveClass('line-clamp-2');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loe edasi' })).toBeVisible();
  },
};

export const RussianExpanded: Story = {
  args: { expanded: true },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Свернуть' })).toBeVisible();
  },
};
