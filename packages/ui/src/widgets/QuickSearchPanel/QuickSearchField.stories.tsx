import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickSearchField, type QuickSearchFieldProps } from './QuickSearchField';

/** The field as the app holds it: controlled text. */
function ControlledField(props: Omit<QuickSearchFieldProps, 'value' | 'onValueChange'> & { onValueChange: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <QuickSearchField
      {...props}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        props.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/QuickSearchField',
  component: ControlledField,
  args: { onValueChange: fn(), onActivate: fn(), onSubmitSearch: fn() },
} satisfies Meta<typeof ControlledField>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).getByRole('searchbox', { name: /Search products/ });

export const LooksLikeTheClosedPanel: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).toHaveAttribute('placeholder');
    await expect(within(canvasElement).getByRole('search')).toBeVisible();
    await expect(args.onActivate).not.toHaveBeenCalled();
  },
};

export const PointerAndFocusAskForThePanel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.hover(box(canvasElement));
    await expect(args.onActivate).toHaveBeenCalledWith('pointer');
    await userEvent.tab();
    await expect(box(canvasElement)).toHaveFocus();
    await expect(args.onActivate).toHaveBeenLastCalledWith('focus');
  },
};

export const EnterSearchesBeforeThePanelIsThere: Story = {
  play: async ({ canvasElement, args }) => {
    const input = box(canvasElement);
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSubmitSearch).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, ' palsam {Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(' palsam ');
    await expect(args.onSubmitSearch).toHaveBeenCalledWith('palsam');
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: /Otsi tooteid/ })).toBeVisible();
  },
};
