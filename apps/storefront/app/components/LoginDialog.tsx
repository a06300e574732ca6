import { useState, type FormEvent } from 'react';
import { useApp } from '../lib/appContext';
import { connectAnonymousOrders } from '../lib/cart';
import { SESSION_PATH } from '../lib/session';
import { Dialog } from './Dialog';

/**
 * Login: the storefront's session action stores the token in an httpOnly cookie; anonymous
 * carts are then connected to the active customer and the page reloads (spec section 4).
 * TODO(ui-modals): swap for the @salon/ui auth modal (login/register/forgot) when exported.
 */
export function LoginDialog() {
  const { t, closeModal, api, locale } = useApp();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const response = await fetch(SESSION_PATH.LOGIN, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Accept-Language': locale },
      body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
    });
    if (!response.ok) {
      setBusy(false);
      setError(t('loginFailed'));
      return;
    }
    try {
      const user = await api.auth.user();
      await connectAnonymousOrders(api, user.active_company?.customer.uuid ?? null);
    } finally {
      window.location.reload();
    }
  };

  return (
    <Dialog title={t('login')} onClose={closeModal} testId="login-modal">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label className="flex flex-col gap-1">
          {t('email')}
          <input name="email" type="email" autoComplete="email" required className="rounded border border-brand-line px-3 py-2" />
        </label>
        <label className="flex flex-col gap-1">
          {t('password')}
          <input name="password" type="password" autoComplete="current-password" required className="rounded border border-brand-line px-3 py-2" />
        </label>
        {error ? (
          <p role="alert" className="text-status-error">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="rounded bg-brand-ink px-4 py-2 font-semibold text-brand-paper disabled:opacity-60">
          {t('login')}
        </button>
      </form>
    </Dialog>
  );
}
