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

/** Fills the two required fields and presses send; the canvas for the story's checks. */
async function sendApplication(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Full name'), 'Mari');
  await userEvent.type(canvas.getByLabelText('E-mail'), 'mari@example.com');
  await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
  return canvas;
}

export const SubmitsCv: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sales consultant' })).toHaveAttribute('href', '/careers/sales-consultant');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByText('Please enter your name.')).toBeVisible();
    await expect(canvas.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(canvas.getByLabelText('Full name'), 'Mari Tamm');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'mari@example.com');
    // The domain's phone rule, which the API applies too (decision 0046).
    await userEvent.type(canvas.getByLabelText('Phone (optional)'), 'abc');
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(await canvas.findByText('Enter a valid phone number, e.g. +372 5123 4567.')).toBeVisible();
    await expect(canvas.getByLabelText('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.context.onCvSubmit).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Phone (optional)'));
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
    const canvas = await sendApplication(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sending failed');
  },
};

export const SubmitRefusedWithReason: Story = {
  args: { context: storyContext({ jobAdvertisements: { status: 'success', items }, onCvSubmit: fn(async () => Promise.reject(new Error('[cv] - The CV must be a PDF or Word document.'))) }) },
  play: async ({ canvasElement }) => {
    const canvas = await sendApplication(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('[cv] - The CV must be a PDF or Word document.');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const CvTooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Full name'), 'Mari');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'mari@example.com');
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvas.getByLabelText('CV file (PDF or Word)'), huge);
    await expect(canvas.getByText('The CV may be at most 5 MB.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send application' }));
    await expect(args.context.onCvSubmit).not.toHaveBeenCalled();
  },
};

/** A preview without the app's sender: the form must not say "sent". */
export const WithoutSender: Story = {
  args: { context: storyContext({ jobAdvertisements: { status: 'success', items } }) },
  play: async ({ canvasElement }) => {
    const canvas = await sendApplication(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Sending failed');
    await expect(canvas.queryByRole('status')).toBeNull();
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
