import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './Footer';

// Inline images keep the stories offline; the app passes the real trust-mark files.
const badge = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60"><rect width="120" height="60" rx="8" fill="#fff"/><text x="60" y="36" font-size="16" text-anchor="middle" fill="#111">${text}</text></svg>`,
  )}`;

const meta = {
  title: 'Widgets/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    supportContact: { phone: '+372 650 1234', email: 'info@salon.ee' },
    trainingContact: { phone: '+372 650 1240', email: 'koolitus@salon.ee' },
    linkColumns: {
      purchaseHelp: [
        { label: 'Tarne ja tasumine', href: '/tarne-ja-tasumine' },
        { label: 'Tagastamine', href: '/tagastamine' },
      ],
      aboutUs: [
        { label: 'Ettevõttest', href: '/ettevottest' },
        { label: 'Karjäär', href: '/karjaar' },
      ],
      contact: [{ label: 'Kauplused', href: '/contact' }],
    },
    trustMarkImages: { et: badge('Usaldusmärk'), en: badge('Trust mark'), ru: badge('Знак доверия') },
    trustMarkHref: 'https://www.e-kaubanduseliit.ee/',
    onOpenCookieSettings: fn(),
    now: Date.UTC(2026, 2, 14, 10, 0),
    companyName: 'Salon Professional OÜ',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const support = within(canvas.getByRole('region', { name: 'Customer support' }));
    await expect(support.getByText('Mon–Fri 9.00–16.30')).toBeVisible();
    await expect(support.getByRole('link', { name: '+372 650 1234' })).toHaveAttribute('href', 'tel:+3726501234');
    await expect(within(canvas.getByRole('region', { name: 'Training centre' })).getByText('Mon–Fri 9.00–17.00')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Trusted online store' })).toHaveAttribute('src', args.trustMarkImages.en);
    await expect(canvas.getByRole('link', { name: 'Accessibility' })).toHaveAttribute('href', '/accessibility');
    await expect(within(canvas.getByRole('navigation', { name: 'About us' })).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByText(/© 2026 Salon Professional OÜ/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    await expect(args.onOpenCookieSettings).toHaveBeenCalledTimes(1);
  },
};

export const EstonianTrustMark: Story = {
  globals: { locale: 'et' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Usaldusväärne e-pood' })).toHaveAttribute('src', args.trustMarkImages.et);
    await expect(canvas.getByText('E–R 9.00–16.30')).toBeVisible();
  },
};

export const RussianTrustMark: Story = {
  globals: { locale: 'ru' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', args.trustMarkImages.ru);
  },
};

export const LatvianFallsBackToEnglishMark: Story = {
  globals: { locale: 'lv' },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('src', args.trustMarkImages.en);
  },
};

export const NewYearInTallinn: Story = {
  // 31 Dec 22:30 UTC is already 1 January in Tallinn.
  args: { now: Date.UTC(2026, 11, 31, 22, 30) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/© 2027/)).toBeVisible();
  },
};

export const WithoutContentColumns: Story = {
  args: { linkColumns: { purchaseHelp: [], aboutUs: [], contact: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

export const MobileFinnish: Story = {
  globals: { locale: 'fi', viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Evästeasetukset' })).toBeVisible();
  },
};
