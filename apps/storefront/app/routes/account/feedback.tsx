import { CONTACT_PATH } from '@salon/domain';
import { useApp } from '../../lib/appContext';

/** The API has no feedback endpoint yet: the page points to the contact channels. */
export default function Feedback() {
  const { t } = useApp();
  return (
    <section>
      <h1 className="text-h1">{t('feedback')}</h1>
      <p className="my-4">
        <a href={CONTACT_PATH} className="underline">
          {t('contact')}
        </a>
      </p>
    </section>
  );
}
