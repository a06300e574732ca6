import { DOMAIN } from '@salon/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { CloneSchemeModal } from './CloneSchemeModal';

const meta = {
  title: 'Modals/CloneSchemeModal',
  component: CloneSchemeModal,
  args: {
    open: true,
    onClose: fn(),
    onClone: fn(),
    schemeName: 'Home page',
    values: { language: 'et', isBusiness: false, shop: DOMAIN.EE },
  },
} satisfies Meta<typeof CloneSchemeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CloneToLatvianBusiness: Story = {
  play: async ({ args }) => {
    const modal = within(await screen.findByRole('dialog', { name: 'Copy “Home page”' }));
    await userEvent.click(modal.getByRole('radio', { name: 'Latviešu' }));
    await userEvent.click(modal.getByRole('radio', { name: 'Latvia' }));
    await userEvent.click(modal.getByRole('checkbox', { name: 'For business customers' }));
    await userEvent.click(modal.getByRole('button', { name: 'Make a copy' }));
    await expect(args.onClone).toHaveBeenCalledWith({ language: 'lv', isBusiness: true, shop: DOMAIN.LV }, expect.anything());
  },
};

export const Cloning: Story = {
  args: { cloning: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole('button', { name: 'Copying…' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Kopeeri „Home page“' })).toBeInTheDocument();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
