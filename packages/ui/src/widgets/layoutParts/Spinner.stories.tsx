import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from '../../i18n';
import { Spinner } from './Spinner';

const meta = {
  title: 'Widgets/Parts/Spinner',
  component: Spinner,
  args: { label: 'Loading…' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    // Announced politely by its text; the turning ring is hidden from screen readers.
    await expect(status).toHaveTextContent('Loading…');
    await expect(status.querySelector('[aria-hidden="true"]')).toHaveClass('animate-spin');
  },
};

function TranslatedSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loading')} className="justify-center" />;
}

export const Russian: Story = {
  globals: { locale: 'ru' },
  render: () => <TranslatedSpinner />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Загрузка…');
  },
};
