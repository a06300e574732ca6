import { ApiError } from '@salon/api-client';
import { AUTH_VIEW, PASSWORD_MIN_LENGTH, type AuthView } from '@salon/domain';
import { ACCOUNT_TYPE, AuthModal, SOCIAL_PROVIDERS, type LoginValues, type RegisterValues, type SocialProvider } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApp } from '../lib/appContext';
import { connectAnonymousOrders } from '../lib/connectAnonymousOrders';
import { SESSION_PATH } from '../lib/session';
import { socialStartPath } from '../lib/socialLogin';
import { SOCIAL_ERROR_TEXT, takeSocialLoginRefusal } from './socialLoginOutcome';

const HTTP_TOO_MANY_REQUESTS = 429;
const ACCOUNT_NOT_CONFIRMED = 'ACCOUNT_NOT_CONFIRMED';

export interface AuthFlowProps {
  initialView: AuthView;
  /** The key of the e-mailed reset link, for the confirm-password view. */
  resetKey?: string;
  /** A success note shown above the login form. */
  initialNotice?: string | null;
  onClose: () => void;
  /** Where to go after login; by default the current page reloads. */
  afterLoginHref?: string;
}

/**
 * Login, registration, forgot and reset password in the auth modal, wired to the API. The modal
 * and the /auth pages share it. Login goes through the storefront's session route (httpOnly
 * cookie); the other calls go through the /api proxy.
 */
export function AuthFlow({ initialView, resetKey, initialNotice = null, onClose, afterLoginHref }: AuthFlowProps) {
  const { t, api, locale, queries } = useApp();
  const [view, setView] = useState<AuthView>(initialView);
  const [email, setEmail] = useState('');
  const [serverError, setServerError] = useState<string | null>(() => {
    const refusal = takeSocialLoginRefusal();
    return refusal ? t(SOCIAL_ERROR_TEXT[refusal.code], { provider: SOCIAL_PROVIDERS[refusal.provider] }) : null;
  });
  // Only the providers the server has configured get a button; none while the list loads or if it fails.
  const socialProviders = useQuery(queries.socialProviders()).data ?? [];
  const [notice, setNotice] = useState<string | null>(initialNotice);
  const [submitting, setSubmitting] = useState(false);

  const explain = (error: unknown, fallback: string): string => {
    if (error instanceof ApiError) {
      if (error.status === HTTP_TOO_MANY_REQUESTS) return t('tooManyAttempts');
      if (error.code === ACCOUNT_NOT_CONFIRMED) return t('accountNotConfirmed');
      if (error.code === 'INVALID_LINK') return t('linkInvalid');
      // The password rule of @salon/domain, in the shopper's language rather than the API's English.
      if (error.fieldCodes.password === 'PASSWORD_TOO_COMMON') return t('passwordTooCommon');
      if (error.fieldCodes.password === 'PASSWORD_TOO_SHORT') return t('passwordTooShort', { min: PASSWORD_MIN_LENGTH });
      const lines = error.fieldErrorLines();
      if (lines.length > 0) return [fallback, ...lines].join('\n');
    }
    return fallback;
  };

  /** Runs one call with the busy state and the error line managed. */
  const run = async (call: () => Promise<void>, fallback: string) => {
    setSubmitting(true);
    setServerError(null);
    try {
      await call();
    } catch (error) {
      setServerError(explain(error, fallback));
    } finally {
      setSubmitting(false);
    }
  };

  const login = async (values: LoginValues) => {
    setSubmitting(true);
    setServerError(null);
    const response = await fetch(SESSION_PATH.LOGIN, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify(values),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string };
      setSubmitting(false);
      setNotice(null);
      setServerError(response.status === HTTP_TOO_MANY_REQUESTS ? t('tooManyAttempts') : body.code === ACCOUNT_NOT_CONFIRMED ? t('accountNotConfirmed') : t('loginFailed'));
      return;
    }
    try {
      const user = await api.auth.user();
      await connectAnonymousOrders(api, user.active_company?.customer.uuid ?? null);
    } finally {
      if (afterLoginHref) window.location.assign(afterLoginHref);
      else window.location.reload();
    }
  };

  const register = (values: RegisterValues) =>
    run(async () => {
      const business = values.accountType === ACCOUNT_TYPE.BUSINESS;
      const result = await api.auth.register({
        is_individual: !business,
        first_name: values.firstName,
        last_name: values.lastName,
        email: values.email,
        password: values.password,
        phone: values.phone || null,
        company_name: business ? values.companyName : null,
        reg_code: business ? values.regCode : null,
        vat: business && values.vat ? values.vat : null,
        accept_terms: true,
        is_email_subscription: values.newsletter,
      });
      setEmail(result.email);
      setView(AUTH_VIEW.EMAIL_SENT);
    }, t('registerFailed'));

  const forgotPassword = ({ email: address }: { email: string }) =>
    run(async () => {
      const result = await api.auth.requestPasswordReset(address);
      setEmail(result.email);
      setView(AUTH_VIEW.FORGOT_PASSWORD_SENT);
    }, t('somethingWentWrong'));

  const confirmPassword = ({ password }: { password: string }) =>
    run(async () => {
      if (!resetKey) throw new Error('missing reset key');
      await api.auth.confirmPasswordReset({ key: resetKey, new_password: password });
      setNotice(t('passwordChanged'));
      setView(AUTH_VIEW.LOGIN);
    }, t('linkInvalid'));

  // The browser leaves for the provider through the storefront server, which keeps the state in
  // an httpOnly cookie; it comes back logged in to the same page (or afterLoginHref).
  const socialLogin = (provider: SocialProvider) => {
    setSubmitting(true);
    setServerError(null);
    window.location.assign(socialStartPath(provider, afterLoginHref ?? `${window.location.pathname}${window.location.search}`));
  };

  return (
    <AuthModal
      open
      onClose={onClose}
      view={view}
      onViewChange={(next) => {
        setServerError(null);
        if (next !== AUTH_VIEW.LOGIN) setNotice(null);
        setView(next);
      }}
      email={email}
      serverError={serverError}
      notice={notice}
      submitting={submitting}
      onLogin={(values) => void login(values)}
      onRegister={(values) => void register(values)}
      onForgotPassword={(values) => void forgotPassword(values)}
      onConfirmPassword={(values) => void confirmPassword(values)}
      socialProviders={socialProviders}
      onSocialLogin={socialLogin}
    />
  );
}
