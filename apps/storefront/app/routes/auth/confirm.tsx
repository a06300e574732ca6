import { useApp } from '../../lib/appContext';

/** TODO(api): the API has no account-confirmation or password-reset endpoint yet; the page shows its title only. */
export default function AuthConfirm() {
  const { t } = useApp();
  return <h1 className="text-h1">{t('confirmAccount')}</h1>;
}
