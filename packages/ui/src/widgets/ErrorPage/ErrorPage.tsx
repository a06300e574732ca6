import { ERROR_PAGE_KIND, HOME_PATH, type ErrorPageKind } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';

export interface ErrorPageProps {
  kind: ErrorPageKind;
  homeHref?: string;
}

/** The texts of each kind: the title, then the line under it. */
export const ERROR_PAGE_TEXT_KEYS = {
  [ERROR_PAGE_KIND.PRODUCT_NOT_FOUND]: ['frame.productNotFound', 'frame.productNotFoundText'],
  [ERROR_PAGE_KIND.PAGE_NOT_FOUND]: ['frame.pageNotFound', 'frame.pageNotFoundText'],
  [ERROR_PAGE_KIND.SOMETHING_WENT_WRONG]: ['frame.somethingWentWrong', 'frame.somethingWentWrongText'],
} as const satisfies Record<ErrorPageKind, readonly [string, string]>;

/** The link back home, on every kind. */
export const ERROR_PAGE_HOME_KEY = 'common.backToHome';

/** Page body for a failed route; the layout supplies the main landmark. */
export function ErrorPage({ kind, homeHref = HOME_PATH }: ErrorPageProps) {
  const { t } = useTranslation();
  const [title, text] = ERROR_PAGE_TEXT_KEYS[kind];
  return (
    <section data-kind={kind} className="mx-auto flex max-w-xl flex-col items-center gap-4 px-gutter py-section text-center text-brand-ink">
      <h1 className="text-h1">{t(title)}</h1>
      <p className="text-lead text-brand-muted">{t(text)}</p>
      <a href={homeHref} className="rounded bg-brand-ink px-5 py-3 font-semibold text-brand-paper hover:opacity-90">
        {t(ERROR_PAGE_HOME_KEY)}
      </a>
    </section>
  );
}
