import { localeName } from '@salon/domain';
import { Button, useTranslation } from '@salon/ui';
import type { CreatorScheme } from '../../api';
import { useCreatorHost } from '../../host/CreatorHost';

/**
 * The business and the private variant of the open scheme (same route and language) next to each
 * other, each in its own preview frame; a missing variant offers the clone modal to create it.
 */
export function VariantsSideBySide({ current, schemes, onCreate }: { current: CreatorScheme; schemes: readonly CreatorScheme[]; onCreate: (isBusiness: boolean) => void }) {
  const { t } = useTranslation();
  const { previewHref } = useCreatorHost();
  const variant = (isBusiness: boolean) => (current.is_business === isBusiness ? current : (schemes.find((scheme) => scheme.language === current.language && scheme.is_business === isBusiness) ?? null));
  return (
    <section aria-labelledby="creator-variants-heading" className="flex flex-col gap-3">
      <h2 id="creator-variants-heading" className="text-h3">
        {t('creatorEditing.variantsTitle', { language: localeName(current.language) })}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {[true, false].map((isBusiness) => {
          const scheme = variant(isBusiness);
          const label = t(isBusiness ? 'creatorEditing.variantBusiness' : 'creatorEditing.variantPrivate');
          return (
            <figure key={String(isBusiness)} className="flex flex-col gap-2 rounded border border-brand-line p-2" data-testid={isBusiness ? 'variant-business' : 'variant-private'}>
              <figcaption className="font-semibold">
                {label}
                {scheme ? ` · ${scheme.path}` : ''}
              </figcaption>
              {scheme ? (
                <iframe title={label} src={previewHref(scheme.uuid, null)} className="h-[32rem] w-full rounded border border-brand-line bg-white" />
              ) : (
                <div className="flex flex-col items-start gap-2 p-4">
                  <p>{t('creatorEditing.variantMissing', { variant: label, language: localeName(current.language) })}</p>
                  <Button onClick={() => onCreate(isBusiness)} className="text-body-sm">
                    {t('creatorEditing.variantCreate', { variant: label })}
                  </Button>
                </div>
              )}
            </figure>
          );
        })}
      </div>
    </section>
  );
}
