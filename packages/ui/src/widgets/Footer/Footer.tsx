import { ACCESSIBILITY_PATH, trustMarkLanguage, zonedDateParts, type Instant, type LocaleShortCode } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import type { NavLink } from '../layoutParts/types';
import { FooterContactBlock, type FooterContact } from './FooterContactBlock';
import { Button } from '../../primitives/Button';

export interface FooterLinkColumns {
  purchaseHelp: readonly NavLink[];
  aboutUs: readonly NavLink[];
  contact: readonly NavLink[];
}

export interface FooterProps {
  supportContact: FooterContact;
  trainingContact: FooterContact;
  /** Content-driven link columns; an empty column is left out. */
  linkColumns: FooterLinkColumns;
  /** Trust-mark image per language that has one; others use the English image. */
  trustMarkImages: Partial<Record<LocaleShortCode, string>>;
  trustMarkHref?: string;
  onOpenCookieSettings: () => void;
  /** The current time; the copyright year is its year in Tallinn. */
  now: Instant;
  /** Trademark holder in the copyright line. */
  companyName: string;
}

const columnOrder = ['purchaseHelp', 'aboutUs', 'contact'] as const;

export function Footer({
  supportContact,
  trainingContact,
  linkColumns,
  trustMarkImages,
  trustMarkHref,
  onOpenCookieSettings,
  now,
  companyName,
}: FooterProps) {
  const { t, i18n } = useTranslation();
  const trustMarkSrc = trustMarkImages[trustMarkLanguage(i18n.language)];
  const trustMark = trustMarkSrc ? (
    // At the foot of every page: fetched when scrolled near, not with the page's first paint (an
    // eager image is also one React hints in the head, ahead of the page's own requests).
    <img src={trustMarkSrc} alt={t('footer.trustMark')} width={120} height={60} loading="lazy" decoding="async" className="h-15 w-auto" />
  ) : null;

  return (
    // Laid out when scrolled near (content-visibility): every page loads with the footer below the
    // fold, and its first layout then skips it (docs/quality.md, "The footer"). Its content keeps
    // its padding inside the box, so paint containment clips no focus ring. 50rem is about its
    // height on a phone; once shown, the browser keeps the real one.
    <footer className="bg-brand-ink text-brand-paper [content-visibility:auto] [contain-intrinsic-size:auto_50rem]">
      <div className="mx-auto grid max-w-page gap-8 px-gutter-lg py-section md:grid-cols-2 lg:grid-cols-5">
        <FooterContactBlock title={t('footer.customerSupport')} hours={t('footer.supportHours')} contact={supportContact} />
        <FooterContactBlock title={t('footer.trainingCentre')} hours={t('footer.trainingHours')} contact={trainingContact} />
        {columnOrder.map((column) =>
          linkColumns[column].length > 0 ? (
            <nav key={column} aria-label={t(`footer.${column}`)}>
              <h2 className="mb-1 text-h3">{t(`footer.${column}`)}</h2>
              <ul className="flex flex-col gap-1">
                {linkColumns[column].map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className="hover:underline">
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null,
        )}
      </div>
      <div className="mx-auto flex max-w-page flex-col gap-4 border-t border-white/30 px-gutter-lg py-6 md:flex-row md:items-center md:justify-between">
        <div className="flex flex-wrap items-center gap-4">
          {trustMark && trustMarkHref ? <a href={trustMarkHref}>{trustMark}</a> : trustMark}
          <a href={ACCESSIBILITY_PATH} className="underline">
            {t('footer.accessibility')}
          </a>
          <Button variant="link" onClick={onOpenCookieSettings}>
            {t('footer.cookieSettings')}
          </Button>
        </div>
        <p className="text-body-sm">{t('footer.copyright', { year: zonedDateParts(now).year, company: companyName })}</p>
      </div>
    </footer>
  );
}
