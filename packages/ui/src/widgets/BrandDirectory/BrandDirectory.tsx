import { OTHER_LETTER_GROUP, brandPath, groupBrandsByLetter, type Brand } from '@salon/domain';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { LoadStatus } from '../layoutParts/LoadStatus';
import { scrollBehavior } from '../layoutParts/prefersReducedMotion';
import { BrandLetterIndex } from './BrandLetterIndex';

export interface BrandDirectoryProps {
  status: 'loading' | 'error' | 'success';
  onRetry?: () => void;
  brands: readonly Brand[];
  /** Heading level inside the host (a modal title is usually h2). */
  headingLevel?: 2 | 3;
}

/** Body of the brand modal: find box, letter index and brands grouped by first letter. */
export function BrandDirectory({ status, onRetry, brands, headingLevel = 2 }: BrandDirectoryProps) {
  const { t, i18n } = useTranslation();
  const baseId = useId();
  const [text, setText] = useState('');
  const sections = useRef(new Map<string, HTMLElement>());
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const LetterHeading = headingLevel === 2 ? 'h3' : 'h4';

  const needle = text.trim().toLocaleLowerCase(i18n.language);
  const matching = needle === '' ? brands : brands.filter((brand) => brand.value.toLocaleLowerCase(i18n.language).includes(needle));
  const groups = groupBrandsByLetter(matching, (brand) => brand.value, i18n.language);

  const jumpTo = (letter: string) => {
    const section = sections.current.get(letter);
    if (!section) return;
    section.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    // Focus follows the jump so keyboard and screen-reader users land in the section too.
    section.focus({ preventScroll: true });
  };

  return (
    <div className="flex flex-col gap-4 text-brand-ink">
      <Heading className="text-h2">{t('pickers.brandsTitle')}</Heading>
      {status !== 'success' ? (
        <LoadStatus status={status} loadingText={t('pickers.loadingBrands')} errorText={t('pickers.brandsFailed')} onRetry={onRetry} />
      ) : (
        <>
          <div className="flex flex-col gap-1">
            <label htmlFor={`${baseId}-find`} className="text-body-sm font-semibold">
              {t('pickers.findBrand')}
            </label>
            <input
              id={`${baseId}-find`}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="rounded border border-brand-line px-3 py-2"
            />
          </div>
          <BrandLetterIndex letters={groups.map((group) => group.letter)} onJump={jumpTo} />
          {groups.length === 0 ? (
            <p role="status">{t('pickers.noBrandsFound', { text: text.trim() })}</p>
          ) : (
            <div className="flex flex-col gap-4">
              {groups.map((group) => {
                const headingId = `${baseId}-letter-${group.letter}`;
                return (
                  <section
                    key={group.letter}
                    aria-labelledby={headingId}
                    tabIndex={-1}
                    data-letter={group.letter}
                    ref={(element) => {
                      if (element) sections.current.set(group.letter, element);
                      else sections.current.delete(group.letter);
                    }}
                    className="scroll-mt-4 rounded"
                  >
                    <LetterHeading id={headingId} className="border-b border-brand-line pb-1 text-h3">
                      {group.letter === OTHER_LETTER_GROUP ? t('pickers.otherLetters') : group.letter}
                    </LetterHeading>
                    <ul className="grid grid-cols-1 gap-1 pt-2 xs:grid-cols-2 md:grid-cols-4">
                      {group.items.map((brand) => (
                        <li key={brand.id}>
                          <a href={brandPath(brand.slug)} className="block rounded px-2 py-1 hover:bg-brand-surface">
                            {brand.value}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </section>
                );
              })}
            </div>
          )}
        </>
      )}
    </div>
  );
}
