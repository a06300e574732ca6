import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { AUTH_VIEW, type AuthView } from '@salon/domain';
import { AuthModal, type AuthModalProps } from './AuthModal';

function WithViewState(props: AuthModalProps) {
  const [view, setView] = useState<AuthView>(props.view);
  return (
    <AuthModal
      {...props}
      view={view}
      onViewChange={(next) => {
        props.onViewChange(next);
        setView(next);
      }}
    />
  );
}

const meta = {
  title: 'Modals/AuthModal',
  component: AuthModal,
  args: {
    open: true,
    onClose: fn(),
    view: AUTH_VIEW.LOGIN,
    onViewChange: fn(),
    email: 'anna@salon.ee',
    onLogin: fn(),
    onRegister: fn(),
    onForgotPassword: fn(),
    onConfirmPassword: fn(),
  },
  render: (args) => <WithViewState {...args} />,
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async (name: string) => within(await screen.findByRole('dialog', { name }));

export const Login: Story = {
  play: async ({ args }) => {
    const modal = await dialog('Log in');
    await userEvent.type(modal.getByRole('textbox', { name: 'E-mail' }), ' anna@salon.ee ');
    await userEvent.type(modal.getByLabelText('Password', { exact: false }), 'secret-pass');
    await userEvent.click(modal.getByRole('button', { name: 'Log in' }));
    // The form's rules load with its first check (lazyResolver): the call comes when they have run.
    await waitFor(() => expect(args.onLogin).toHaveBeenCalledWith({ email: 'anna@salon.ee', password: 'secret-pass' }, expect.anything()));
  },
};

export const LoginValidation: Story = {
  play: async ({ args }) => {
    const modal = await dialog('Log in');
    await userEvent.type(modal.getByRole('textbox', { name: 'E-mail' }), 'anna@salon');
    await userEvent.click(modal.getByRole('button', { name: 'Log in' }));
    await expect(await modal.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await expect(modal.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription('Enter a valid e-mail address.');
    await expect(modal.getByLabelText('Password', { exact: false })).toHaveAccessibleDescription('This field is required.');
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const LoginServerError: Story = {
  args: { serverError: 'Wrong e-mail or password.' },
  play: async () => {
    const modal = await dialog('Log in');
    await expect(modal.getByRole('alert')).toHaveTextContent('Wrong e-mail or password.');
  },
};

export const LoggingIn: Story = {
  args: { submitting: true },
  play: async ({ args }) => {
    const modal = await dialog('Log in');
    await expect(modal.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
    // Closing is blocked while the request runs.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const SwitchToRegister: Story = {
  play: async ({ args }) => {
    const modal = await dialog('Log in');
    await userEvent.click(modal.getByRole('button', { name: 'Create an account' }));
    await expect(args.onViewChange).toHaveBeenCalledWith(AUTH_VIEW.REGISTER);
    await expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeInTheDocument();
  },
};

export const Register: Story = {
  args: { view: AUTH_VIEW.REGISTER },
  play: async ({ args }) => {
    const modal = await dialog('Create an account');
    await userEvent.click(modal.getByRole('button', { name: 'Create account' }));
    await expect(await modal.findByText('Accept the terms to create an account.')).toBeInTheDocument();
    await expect(modal.getByText('The password must have at least 12 characters.')).toBeInTheDocument();
    await userEvent.type(modal.getByRole('textbox', { name: 'First name' }), 'Anna');
    await userEvent.type(modal.getByRole('textbox', { name: 'Last name' }), 'Tamm');
    await userEvent.type(modal.getByRole('textbox', { name: 'E-mail' }), 'anna@salon.ee');
    await userEvent.type(modal.getByLabelText('Password', { exact: false }), 'long-enough-2026');
    await userEvent.click(modal.getByRole('checkbox', { name: /terms of sale/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(args.onRegister).toHaveBeenCalledWith(
        {
          accountType: 'private',
          firstName: 'Anna',
          lastName: 'Tamm',
          email: 'anna@salon.ee',
          phone: '',
          companyName: '',
          regCode: '',
          vat: '',
          password: 'long-enough-2026',
          acceptTerms: true,
          newsletter: false,
        },
        expect.anything(),
      ),
    );
    // Company fields belong to business registration only.
    await expect(modal.queryByRole('textbox', { name: /Company name/ })).not.toBeInTheDocument();
  },
};

export const RegisterBusiness: Story = {
  args: { view: AUTH_VIEW.REGISTER },
  play: async ({ args }) => {
    const modal = await dialog('Create an account');
    await userEvent.click(modal.getByRole('radio', { name: 'A business (salon)' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'First name' }), 'Anna');
    await userEvent.type(modal.getByRole('textbox', { name: 'Last name' }), 'Tamm');
    await userEvent.type(modal.getByRole('textbox', { name: 'E-mail' }), 'anna@salon.ee');
    await userEvent.type(modal.getByRole('textbox', { name: 'Phone (optional)' }), 'abc');
    await userEvent.type(modal.getByLabelText('Password', { exact: false }), 'long-enough-2026');
    await userEvent.click(modal.getByRole('checkbox', { name: /terms of sale/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(modal.getByRole('textbox', { name: /Company name/ })).toHaveAccessibleDescription('This field is required.'));
    await expect(modal.getByRole('textbox', { name: /Registry code/ })).toHaveAccessibleDescription('This field is required.');
    await expect(modal.getByRole('textbox', { name: 'Phone (optional)' })).toHaveAccessibleDescription('Enter a valid phone number, e.g. +372 5123 4567.');
    await expect(args.onRegister).not.toHaveBeenCalled();
    await userEvent.clear(modal.getByRole('textbox', { name: 'Phone (optional)' }));
    await userEvent.type(modal.getByRole('textbox', { name: 'Phone (optional)' }), '+372 5123 4567');
    await userEvent.type(modal.getByRole('textbox', { name: /Company name/ }), 'Kaunis OÜ');
    await userEvent.type(modal.getByRole('textbox', { name: /Registry code/ }), '12345678');
    await userEvent.type(modal.getByRole('textbox', { name: 'VAT number (optional)' }), 'EE101234567');
    await userEvent.click(modal.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(args.onRegister).toHaveBeenCalledWith(
        expect.objectContaining({ accountType: 'business', companyName: 'Kaunis OÜ', regCode: '12345678', vat: 'EE101234567', phone: '+372 5123 4567' }),
        expect.anything(),
      ),
    );
  },
};

/** Both providers configured on the server. */
export const LoginSocial: Story = {
  args: { socialProviders: ['google', 'facebook'], onSocialLogin: fn() },
  play: async ({ args }) => {
    const modal = await dialog('Log in');
    await userEvent.click(modal.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSocialLogin).toHaveBeenCalledWith('google');
    await userEvent.click(modal.getByRole('button', { name: 'Continue with Facebook' }));
    await expect(args.onSocialLogin).toHaveBeenCalledWith('facebook');
  },
};

/** Only Google configured: Facebook is not offered at all. */
export const LoginSocialGoogleOnly: Story = {
  args: { socialProviders: ['google'], onSocialLogin: fn() },
  play: async ({ args }) => {
    const modal = await dialog('Log in');
    await userEvent.click(modal.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSocialLogin).toHaveBeenCalledWith('google');
    await expect(modal.queryByRole('button', { name: 'Continue with Facebook' })).toBeNull();
  },
};

/** No provider configured: no social section, not even its heading. */
export const LoginSocialNone: Story = {
  args: { socialProviders: [], onSocialLogin: fn() },
  play: async () => {
    const modal = await dialog('Log in');
    await expect(modal.queryByRole('button', { name: /^Continue with/ })).toBeNull();
    await expect(modal.queryByText('Or continue with', { exact: false })).toBeNull();
  },
};

export const LoginSocialNotConfigured: Story = {
  args: { socialProviders: ['google', 'facebook'], onSocialLogin: fn(), serverError: 'Logging in with Google is not available at the moment. Log in with your e-mail and password.' },
  play: async () => {
    const modal = await dialog('Log in');
    await expect(modal.getByRole('alert')).toHaveTextContent('Logging in with Google is not available');
  },
};

export const LoginAfterPasswordChange: Story = {
  args: { notice: 'Your password has been changed. Log in with the new password.' },
  play: async () => {
    const modal = await dialog('Log in');
    await expect(modal.getByRole('status')).toHaveTextContent('Your password has been changed.');
    await expect(modal.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  },
};

export const ForgotPassword: Story = {
  args: { view: AUTH_VIEW.FORGOT_PASSWORD },
  play: async ({ args }) => {
    const modal = await dialog('Forgot your password?');
    await userEvent.type(modal.getByRole('textbox', { name: 'E-mail' }), 'anna@salon.ee{Enter}');
    await waitFor(() => expect(args.onForgotPassword).toHaveBeenCalledWith({ email: 'anna@salon.ee' }, expect.anything()));
    await userEvent.click(modal.getByRole('button', { name: 'Back to login' }));
    await expect(args.onViewChange).toHaveBeenCalledWith(AUTH_VIEW.LOGIN);
  },
};

export const ForgotPasswordSent: Story = {
  args: { view: AUTH_VIEW.FORGOT_PASSWORD_SENT },
  play: async () => {
    const modal = await dialog('Check your e-mail');
    await expect(modal.getByText(/If an account exists for anna@salon.ee/)).toBeInTheDocument();
  },
};

export const ConfirmPassword: Story = {
  args: { view: AUTH_VIEW.CONFIRM_PASSWORD },
  play: async ({ args }) => {
    const modal = await dialog('Choose a new password');
    await userEvent.type(modal.getByLabelText(/^New password/), 'new-secret-1');
    await userEvent.type(modal.getByLabelText(/^Repeat the new password/), 'new-secret-2');
    await userEvent.click(modal.getByRole('button', { name: 'Save password' }));
    await expect(await modal.findByText('The passwords do not match.')).toBeInTheDocument();
    await expect(args.onConfirmPassword).not.toHaveBeenCalled();
    await userEvent.clear(modal.getByLabelText(/^Repeat the new password/));
    await userEvent.type(modal.getByLabelText(/^Repeat the new password/), 'new-secret-1');
    await userEvent.click(modal.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(args.onConfirmPassword).toHaveBeenCalledWith({ password: 'new-secret-1', passwordRepeat: 'new-secret-1' }, expect.anything()));
  },
};

export const EmailSent: Story = {
  args: { view: AUTH_VIEW.EMAIL_SENT },
  play: async ({ args }) => {
    const modal = await dialog('Confirm your e-mail');
    await expect(modal.getByText(/confirmation link to anna@salon.ee/)).toBeInTheDocument();
    await userEvent.click(modal.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const SuccessPrivate: Story = {
  args: { view: AUTH_VIEW.SUCCESS_PRIVATE },
  play: async ({ args }) => {
    const modal = await dialog('Your account is ready');
    await userEvent.click(modal.getByRole('button', { name: 'Start shopping' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Estonian: Story = {
  globals: { locale: 'et' },
  play: async () => {
    const modal = await dialog('Logi sisse');
    await userEvent.click(modal.getByRole('button', { name: 'Logi sisse' }));
    await expect(await modal.findAllByText('See väli on kohustuslik.')).toHaveLength(2);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile375', isRotated: false } } };
