import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../forms/lazyResolver';
import { useTranslation } from '../../i18n/useTranslation';
import { Checkbox } from '../../widgets/Checkbox';
import { RadioGroup } from '../../widgets/RadioGroup';
import { TextInput } from '../../widgets/TextInput';
import { AUTH_VIEW, PASSWORD_MIN_LENGTH, type AuthView } from '@salon/domain';
import { ModalWrapper } from '../ModalWrapper';
import { ACCOUNT_TYPE } from './accountType';
import type { ConfirmPasswordValues, ForgotPasswordValues, LoginValues, RegisterValues } from './authSchemas';
import { Button } from '../../primitives/Button';

// The forms' rules (zod) load when the modal opens, not with the code that can open it.
const loadResolvers = () => import('./authResolvers');
const loginResolver = lazyResolver<LoginValues>(() => loadResolvers().then((module) => module.loginResolver));
const registerResolver = lazyResolver<RegisterValues>(() => loadResolvers().then((module) => module.registerResolver));
const forgotPasswordResolver = lazyResolver<ForgotPasswordValues>(() => loadResolvers().then((module) => module.forgotPasswordResolver));
const confirmPasswordResolver = lazyResolver<ConfirmPasswordValues>(() => loadResolvers().then((module) => module.confirmPasswordResolver));

/** Social login providers, with the brand names shown on their buttons (not translated). */
export const SOCIAL_PROVIDERS = { google: 'Google', facebook: 'Facebook' } as const;
export type SocialProvider = keyof typeof SOCIAL_PROVIDERS;

export interface AuthModalProps {
  open: boolean;
  onClose: () => void;
  view: AuthView;
  onViewChange: (view: AuthView) => void;
  /** The address the last e-mail went to (forgot-password-sent and e-mail-sent views). */
  email?: string;
  /** A form-level error from the server (wrong password, e-mail taken…), already translated. */
  serverError?: string | null;
  /** A form-level success note shown above the login form (e.g. after a password change), already translated. */
  notice?: string | null;
  submitting?: boolean;
  /**
   * The social logins the server has configured, in this order; only these get a button, and
   * none (the default) leaves the section out. Needs onSocialLogin.
   */
  socialProviders?: readonly SocialProvider[];
  /** Starts a social login; the owner reports failures through serverError. */
  onSocialLogin?: (provider: SocialProvider) => void;
  onLogin: (values: LoginValues) => void;
  onRegister: (values: RegisterValues) => void;
  onForgotPassword: (values: ForgotPasswordValues) => void;
  onConfirmPassword: (values: ConfirmPasswordValues) => void;
}

// On top of the primary and link buttons: full-width 44 px actions, a grey busy submit.
const primaryButton = 'min-h-11 w-full disabled:bg-brand-line disabled:text-brand-ink';
const linkButton = 'text-body-sm font-medium text-brand-ink';

function ServerError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="whitespace-pre-line rounded bg-status-error-bg px-3 py-2 text-body-sm text-status-error">
      {message}
    </p>
  );
}

function Notice({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className="rounded bg-status-success-bg px-3 py-2 text-body-sm text-status-success">
      {message}
    </p>
  );
}

function SocialLogins({ submitting, socialProviders = [], onSocialLogin }: Pick<AuthModalProps, 'submitting' | 'socialProviders' | 'onSocialLogin'>) {
  const { t } = useTranslation();
  const offered = socialProviders.filter((provider) => provider in SOCIAL_PROVIDERS);
  if (!onSocialLogin || offered.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-center text-body-sm">{t('authModal.orContinueWith')}</p>
      {offered.map((provider) => (
        <Button
          key={provider}
          variant="secondary"
          className="min-h-11 w-full font-semibold text-brand-ink disabled:opacity-60"
          disabled={submitting}
          onClick={() => onSocialLogin(provider)}
        >
          {t('authModal.continueWith', { provider: SOCIAL_PROVIDERS[provider] })}
        </Button>
      ))}
    </div>
  );
}

function LoginForm({
  serverError,
  notice,
  submitting,
  onLogin,
  onViewChange,
  socialProviders,
  onSocialLogin,
}: Pick<AuthModalProps, 'serverError' | 'notice' | 'submitting' | 'onLogin' | 'onViewChange' | 'socialProviders' | 'onSocialLogin'>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: loginResolver,
    defaultValues: { email: '', password: '' },
  });
  const error = (key?: string) => (key ? t(key) : undefined);
  return (
    <form noValidate onSubmit={handleSubmit(onLogin)} className="flex flex-col gap-4">
      <Notice message={notice} />
      <ServerError message={serverError} />
      <TextInput type="email" autoComplete="email" label={t('authModal.email')} required error={error(formState.errors.email?.message)} {...register('email')} />
      <TextInput
        type="password"
        autoComplete="current-password"
        label={t('authModal.password')}
        required
        error={error(formState.errors.password?.message)}
        {...register('password')}
      />
      <Button variant="link" className={`${linkButton} self-start`} onClick={() => onViewChange(AUTH_VIEW.FORGOT_PASSWORD)}>
        {t('authModal.forgotPasswordLink')}
      </Button>
      <Button type="submit" className={primaryButton} disabled={submitting}>
        {submitting ? t('authModal.loggingIn') : t('authModal.logIn')}
      </Button>
      <SocialLogins submitting={submitting} socialProviders={socialProviders} onSocialLogin={onSocialLogin} />
      <p className="text-center text-body-sm">
        {t('authModal.noAccount')}{' '}
        <Button variant="link" className={linkButton} onClick={() => onViewChange(AUTH_VIEW.REGISTER)}>
          {t('authModal.createAccount')}
        </Button>
      </p>
    </form>
  );
}

function RegisterForm({ serverError, submitting, onRegister, onViewChange }: Pick<AuthModalProps, 'serverError' | 'submitting' | 'onRegister' | 'onViewChange'>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, watch } = useForm<RegisterValues>({
    resolver: registerResolver,
    defaultValues: {
      accountType: ACCOUNT_TYPE.PRIVATE,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      companyName: '',
      regCode: '',
      vat: '',
      password: '',
      acceptTerms: false as unknown as true,
      newsletter: false,
    },
  });
  const error = (key?: string) => (key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined);
  const isBusiness = watch('accountType') === ACCOUNT_TYPE.BUSINESS;
  return (
    <form noValidate onSubmit={handleSubmit(onRegister)} className="flex flex-col gap-4">
      <ServerError message={serverError} />
      <RadioGroup
        label={t('authModal.accountType')}
        orientation="horizontal"
        options={[
          { value: ACCOUNT_TYPE.PRIVATE, label: t('authModal.accountPrivate') },
          { value: ACCOUNT_TYPE.BUSINESS, label: t('authModal.accountBusiness') },
        ]}
        {...register('accountType')}
      />
      {isBusiness ? (
        <>
          <TextInput autoComplete="organization" label={t('authModal.companyName')} required error={error(formState.errors.companyName?.message)} {...register('companyName')} />
          <div className="grid gap-4 xs:grid-cols-2">
            <TextInput label={t('authModal.regCode')} required error={error(formState.errors.regCode?.message)} {...register('regCode')} />
            <TextInput label={t('authModal.vat')} error={error(formState.errors.vat?.message)} {...register('vat')} />
          </div>
        </>
      ) : null}
      <div className="grid gap-4 xs:grid-cols-2">
        <TextInput autoComplete="given-name" label={t('authModal.firstName')} required error={error(formState.errors.firstName?.message)} {...register('firstName')} />
        <TextInput autoComplete="family-name" label={t('authModal.lastName')} required error={error(formState.errors.lastName?.message)} {...register('lastName')} />
      </div>
      <TextInput type="email" autoComplete="email" label={t('authModal.email')} required error={error(formState.errors.email?.message)} {...register('email')} />
      <TextInput type="tel" autoComplete="tel" label={t('authModal.phone')} error={error(formState.errors.phone?.message)} {...register('phone')} />
      <TextInput
        type="password"
        autoComplete="new-password"
        label={t('authModal.password')}
        hint={t('authModal.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        required
        error={error(formState.errors.password?.message)}
        {...register('password')}
      />
      <Checkbox label={t('authModal.acceptTerms')} error={error(formState.errors.acceptTerms?.message)} {...register('acceptTerms')} />
      <Checkbox label={t('authModal.newsletter')} {...register('newsletter')} />
      <Button type="submit" className={primaryButton} disabled={submitting}>
        {t('authModal.register')}
      </Button>
      <p className="text-center text-body-sm">
        {t('authModal.haveAccount')}{' '}
        <Button variant="link" className={linkButton} onClick={() => onViewChange(AUTH_VIEW.LOGIN)}>
          {t('authModal.logIn')}
        </Button>
      </p>
    </form>
  );
}

function ForgotPasswordForm({ serverError, submitting, onForgotPassword, onViewChange }: Pick<AuthModalProps, 'serverError' | 'submitting' | 'onForgotPassword' | 'onViewChange'>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: forgotPasswordResolver,
    defaultValues: { email: '' },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onForgotPassword)} className="flex flex-col gap-4">
      <p className="text-body-sm">{t('authModal.forgotPasswordIntro')}</p>
      <ServerError message={serverError} />
      <TextInput
        type="email"
        autoComplete="email"
        label={t('authModal.email')}
        required
        error={formState.errors.email?.message ? t(formState.errors.email.message) : undefined}
        {...register('email')}
      />
      <Button type="submit" className={primaryButton} disabled={submitting}>
        {t('authModal.sendResetLink')}
      </Button>
      <Button variant="link" className={`${linkButton} self-center`} onClick={() => onViewChange(AUTH_VIEW.LOGIN)}>
        {t('authModal.backToLogin')}
      </Button>
    </form>
  );
}

function ConfirmPasswordForm({ serverError, submitting, onConfirmPassword }: Pick<AuthModalProps, 'serverError' | 'submitting' | 'onConfirmPassword'>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ConfirmPasswordValues>({
    resolver: confirmPasswordResolver,
    defaultValues: { password: '', passwordRepeat: '' },
  });
  const error = (key?: string) => (key ? t(key, { min: PASSWORD_MIN_LENGTH }) : undefined);
  return (
    <form noValidate onSubmit={handleSubmit(onConfirmPassword)} className="flex flex-col gap-4">
      <ServerError message={serverError} />
      <TextInput
        type="password"
        autoComplete="new-password"
        label={t('authModal.newPassword')}
        hint={t('authModal.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        required
        error={error(formState.errors.password?.message)}
        {...register('password')}
      />
      <TextInput
        type="password"
        autoComplete="new-password"
        label={t('authModal.repeatPassword')}
        required
        error={error(formState.errors.passwordRepeat?.message)}
        {...register('passwordRepeat')}
      />
      <Button type="submit" className={primaryButton} disabled={submitting}>
        {t('authModal.savePassword')}
      </Button>
    </form>
  );
}

function NoticeView({ text, action, onAction }: { text: string; action: string; onAction: () => void }) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-body">{text}</p>
      <Button className={primaryButton} onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}

/**
 * Login, registration and password recovery in one modal; the owner keeps the current view
 * and performs the calls. Each form validates with zod (domain e-mail and password rules), whose
 * code loads when the modal opens (lazyResolver).
 */
export function AuthModal(props: AuthModalProps) {
  const { t } = useTranslation();
  const { open, onClose, view, onViewChange, email = '' } = props;
  useEffect(() => {
    if (open) void loadResolvers().catch(() => {});
  }, [open]);
  const content = (() => {
    switch (view) {
      case AUTH_VIEW.LOGIN:
        return <LoginForm {...props} />;
      case AUTH_VIEW.REGISTER:
        return <RegisterForm {...props} />;
      case AUTH_VIEW.FORGOT_PASSWORD:
        return <ForgotPasswordForm {...props} />;
      case AUTH_VIEW.FORGOT_PASSWORD_SENT:
        return <NoticeView text={t('authModal.forgotPasswordSentText', { email })} action={t('authModal.backToLogin')} onAction={() => onViewChange(AUTH_VIEW.LOGIN)} />;
      case AUTH_VIEW.CONFIRM_PASSWORD:
        return <ConfirmPasswordForm {...props} />;
      case AUTH_VIEW.EMAIL_SENT:
        return <NoticeView text={t('authModal.emailSentText', { email })} action={t('common.close')} onAction={onClose} />;
      case AUTH_VIEW.SUCCESS_PRIVATE:
        return <NoticeView text={t('authModal.successPrivateText')} action={t('authModal.startShopping')} onAction={onClose} />;
      default:
        return null;
    }
  })();
  return (
    <ModalWrapper open={open} onClose={onClose} title={t(`authModal.title.${view}`)} size="sm" preventClose={props.submitting}>
      {content}
    </ModalWrapper>
  );
}
