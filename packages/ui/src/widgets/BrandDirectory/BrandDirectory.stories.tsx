import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyBrands } from '../layoutParts/storyData';
import { BrandDirectory } from './BrandDirectory';

const brands = storyBrands.map(({ id, name, slug }) => ({ id, value: name, slug }));

const meta = {
  title: 'Widgets/BrandDirectory',
  component: BrandDirectory,
  decorators: [(Story) => <div className="max-h-96 overflow-auto" data-testid="scroller"><Story /></div>],
  args: { status: 'success', brands, onRetry: fn() },
} satisfies Meta<typeof BrandDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Brands' })).toBeVisible();
    const k = within(canvas.getByRole('region', { name: 'K' }));
    await expect(k.getByRole('link', { name: 'Kadri Kosmeetika' })).toHaveAttribute('href', '/products/brands/kadri-kosmeetika');
    await expect(k.getByRole('link', { name: 'Kéravelle' })).toHaveAttribute('href', '/products/brands/keravelle');
    // Names starting with a digit come first, under "Other".
    await expect(canvas.getAllByRole('region')[0]).toHaveAccessibleName('Other');
  },
};

export const LetterIndexJumps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByTestId('scroller');
    await expect(scroller.scrollTop).toBe(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Brands starting with W' }));
    const section = canvas.getByRole('region', { name: 'W' });
    await expect(section).toHaveFocus();
    // The jump scrolls smoothly: the screenshot after the play must see where it ends, not a
    // frame of the way there, so wait until the position holds still.
    let last = -1;
    await waitFor(
      () => {
        const now = scroller.scrollTop;
        const settled = now > 0 && now === last;
        last = now;
        expect(settled).toBe(true);
      },
      { interval: 100, timeout: 3000 },
    );
  },
};

export const FindBrand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find brand' }), 'ELL');
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual(['Kéravelle', 'Wellara']);
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['K', 'W']);
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Find brand' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Find brand' }), 'qqq');
    await expect(canvas.getByRole('status')).toHaveTextContent('No brands match "qqq".');
  },
};

export const Loading: Story = {
  args: { status: 'loading', brands: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading brands...');
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', brands: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load brands. Please try again.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const EstonianAlphabet: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const letters = canvas.getAllByRole('button').map((button) => button.textContent);
    // Estonian order: S, Š, Z, Ž, T, U, V, W, Õ, Ä, Ö, Ü.
    await expect(letters.indexOf('Š')).toBeLessThan(letters.indexOf('Z'));
    await expect(letters.indexOf('Z')).toBeLessThan(letters.indexOf('W'));
    await expect(canvas.getByRole('searchbox', { name: 'Leia bränd' })).toBeVisible();
  },
};

export const MobileLatvian: Story = {
  globals: { locale: 'lv', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Zīmoli' })).toBeVisible();
  },
};
