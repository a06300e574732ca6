import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DeliveryDelayLabel } from './DeliveryDelayLabel';

const meta = {
  title: 'Widgets/DeliveryDelayLabel',
  component: DeliveryDelayLabel,
  args: { workingDays: 5 },
} satisfies Meta<typeof DeliveryDelayLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SeveralDays: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Ships in 5 working days');
  },
};

export const OneDay: Story = {
  args: { workingDays: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Ships in 1 working day');
  },
};

export const NoDelayRendersNothing: Story = {
  args: { workingDays: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.trim()).toBe('');
  },
};

export const RussianFew: Story = {
  args: { workingDays: 3 },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Отправка через 3 рабочих дня');
  },
};

export const RussianMany: Story = {
  args: { workingDays: 5 },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Отправка через 5 рабочих дней');
  },
};

export const LatvianOne: Story = {
  args: { workingDays: 21 },
  globals: { locale: 'lv' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Nosūtīšana 21 darba dienas laikā');
  },
};

export const Estonian: Story = {
  args: { workingDays: 2 },
  globals: { locale: 'et' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Tarne 2 tööpäeva jooksul');
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
