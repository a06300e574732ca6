import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { careersListBlock } from './CareersList';

const CareersList = careersListBlock.render;
const items = [
  { title: 'Sales consultant', location: 'Tallinn', url: '/careers/sales-consultant' },
  { title: 'Warehouse worker', location: 'Tartu', url: '/careers/warehouse' },
];

const meta = {
  title: 'Blocks/CareersList',
  component: CareersList,
  args: {
    props: { title: '', intro: 'Join a team that supplies 2,000 salons.' },
    uuid: 'careers-1',
    context: storyContext({ jobAdvertisements: { status: 'success', items }, onCvSubmit: fn(async () => {}) }),
    slots: {},
  },
} satisfies Meta<typeof CareersList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SubmitsCv: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sales consultant' })).toHaveAttribute('href', '/careers/sales-consultant');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByText('Please enter your name.')).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Full name'), 'Mari Tamm');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'mari@example.com');
    await userEvent.selectOptions(canvas.getByLabelText('Position'), 'Warehouse worker');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your application has been sent.');
    await expect(args.context.onCvSubmit).toHaveBeenCalledWith(
      { fullName: 'Mari Tamm', email: 'mari@example.com', phone: '', position: 'Warehouse worker', message: '' },
      null,
    );
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Mari');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'mari@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByText('Please enter a valid e-mail address.')).toBeVisible();
  },
};

export const SubmitFails: Story = {
  args: { context: storyContext({ jobAdvertisements: { status: 'success', items }, onCvSubmit: fn(async () => Promise.reject(new Error('503'))) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Mari');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'mari@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sending failed');
  },
};

export const Loading: Story = { args: { context: storyContext({ jobAdvertisements: { status: 'loading', items: [] } }) } };

export const LoadErrorWithRetry: Story = {
  args: { context: storyContext({ jobAdvertisements: { status: 'error', items: [] }, onRetryJobAdvertisements: fn() }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.context.onRetryJobAdvertisements).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = { args: { context: storyContext({ jobAdvertisements: { status: 'success', items: [] } }) } };

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { title: 'Tule meile tööle', intro: 'Liitu meeskonnaga, kes varustab 2000 salongi.' }, context: storyContext({ locale: 'et_EE', jobAdvertisements: { status: 'success', items: [{ title: 'Müügikonsultant', location: 'Tallinn', url: '/karjaar/myyk' }] } }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saada avaldus' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
