import { CONSENT_CATEGORY, type ConsentCategory } from '@salon/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ModalWrapper } from '../ModalWrapper';
import { Button } from '../../primitives/Button';

export type ConsentChoices = Record<ConsentCategory, boolean>;

export interface CookiePolicyModalProps {
  open: boolean;
  onClose: () => void;
  /** The stored consent, or all off when none is stored. */
  consent: ConsentChoices;
  onSave: (consent: ConsentChoices) => void;
  /** Link to the full cookie policy page. */
  policyHref?: string;
}

const CATEGORY_KEYS: Record<ConsentCategory, string> = {
  [CONSENT_CATEGORY.STATISTICS]: 'statistics',
  [CONSENT_CATEGORY.MARKETING]: 'marketing',
  [CONSENT_CATEGORY.SESSION_RECORDING]: 'sessionRecording',
};

const allSetTo = (value: boolean) =>
  Object.fromEntries(Object.values(CONSENT_CATEGORY).map((category) => [category, value])) as ConsentChoices;

/** Cookie settings: necessary cookies are always on; the three consent categories are switches. */
export function CookiePolicyModal({ open, onClose, consent, onSave, policyHref }: CookiePolicyModalProps) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<ConsentChoices>(consent);
  const idPrefix = useId();
  return (
    <ModalWrapper
      open={open}
      onClose={onClose}
      title={t('cookiePolicy.title')}
      footer={
        <div className="flex flex-col gap-2 xs:flex-row xs:justify-end">
          <Button variant="secondary" onClick={() => onSave(choices)} className="min-h-11 font-semibold">
            {t('cookiePolicy.saveChoices')}
          </Button>
          <Button onClick={() => onSave(allSetTo(true))} className="min-h-11">
            {t('cookiePolicy.acceptAll')}
          </Button>
        </div>
      }
    >
      <p className="mb-4 text-body-sm">
        {t('cookiePolicy.intro')}{' '}
        {policyHref ? (
          <a href={policyHref} className="underline">
            {t('cookiePolicy.readPolicy')}
          </a>
        ) : null}
      </p>
      <ul className="flex flex-col divide-y divide-brand-line">
        <li className="flex items-start justify-between gap-4 py-3">
          <div>
            <p className="font-semibold" id={`${idPrefix}-necessary`}>{t('cookiePolicy.necessary')}</p>
            <p className="text-body-sm text-brand-muted">{t('cookiePolicy.necessaryText')}</p>
          </div>
          <Button variant="unstyled" role="switch" aria-checked="true" aria-labelledby={`${idPrefix}-necessary`} disabled className="mt-1 inline-flex h-6 w-11 shrink-0 items-center justify-end rounded-full bg-brand-muted px-0.5">
            <span aria-hidden="true" className="size-5 rounded-full bg-brand-paper" />
          </Button>
        </li>
        {Object.values(CONSENT_CATEGORY).map((category) => {
          const key = CATEGORY_KEYS[category];
          const on = choices[category];
          return (
            <li key={category} className="flex items-start justify-between gap-4 py-3">
              <div>
                <p className="font-semibold" id={`${idPrefix}-${category}`}>
                  {t(`cookiePolicy.${key}`)}
                </p>
                <p className="text-body-sm text-brand-muted">{t(`cookiePolicy.${key}Text`)}</p>
              </div>
              <Button
                variant="unstyled"
                role="switch"
                aria-checked={on}
                aria-labelledby={`${idPrefix}-${category}`}
                onClick={() => setChoices((current) => ({ ...current, [category]: !current[category] }))}
                className={`mt-1 inline-flex h-6 w-11 shrink-0 items-center rounded-full px-0.5 ${on ? 'justify-end bg-status-success' : 'justify-start bg-brand-muted'}`}
              >
                <span aria-hidden="true" className="size-5 rounded-full bg-brand-paper" />
              </Button>
            </li>
          );
        })}
      </ul>
    </ModalWrapper>
  );
}
