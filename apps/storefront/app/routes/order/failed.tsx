import { useParams } from 'react-router';
import { useApp } from '../../lib/appContext';
import { checkoutHref, useCheckoutOrder } from '../../lib/checkout';
import { privatePageMeta } from '../../lib/meta';

export const meta = privatePageMeta('payment', 'checkout');

export default function Failed() {
  const { t } = useApp();
  const { id } = useParams();
  useCheckoutOrder(); // an unknown order id goes to /
  return (
    <section>
      <h1 className="text-h1">{t('orderFailed')}</h1>
      {id ? (
        <a href={checkoutHref(id, 'payment')} className="underline">
          {t('payment')}
        </a>
      ) : null}
    </section>
  );
}
