import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyContext } from '../core/storyHelpers';
import { newsletterSignupBlock } from './NewsletterSignup';

const NewsletterSignup = newsletterSignupBlock.render;

const meta = {
  title: 'Blocks/NewsletterSignup',
  component: NewsletterSignup,
  args: {
    props: { title: '', description: 'News, trainings and offers once a week.' },
    uuid: 'newsletter-1',
    context: storyContext({ onNewsletterSubscribe: fn(async () => {}) }),
    slots: {},
  },
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscribes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail address'), '  mari@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    await expect(args.context.onNewsletterSubscribe).toHaveBeenCalledWith('mari@example.com');
  },
};

export const InvalidAddress: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'mari@');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please check the e-mail address');
    await expect(args.context.onNewsletterSubscribe).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: { context: storyContext({ onNewsletterSubscribe: fn(async () => Promise.reject(new Error('[email] - This address cannot receive mail.'))) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'mari@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    // The app's explanation is shown with the failure, and nothing says "subscribed".
    await expect(await canvas.findByRole('alert')).toHaveTextContent('[email] - This address cannot receive mail.');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A preview without the app's subscriber: submitting must not pretend to subscribe. */
export const WithoutSubscriber: Story = {
  args: { context: storyContext({}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('E-mail address'), 'mari@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.queryByText('Thank you for subscribing!')).toBeNull();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  args: { props: { title: '', description: 'Uudised, koolitused ja pakkumised kord nädalas.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Telli meie uudiskiri' })).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
