import { OTHER_LETTER_GROUP } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../primitives/Button';

export interface BrandLetterIndexProps {
  letters: readonly string[];
  onJump: (letter: string) => void;
}

export function BrandLetterIndex({ letters, onJump }: BrandLetterIndexProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('pickers.letterIndex')}>
      <ul className="flex flex-wrap gap-1">
        {letters.map((letter) => (
          <li key={letter}>
            <Button
              variant="ghost"
              size="xs"
              onClick={() => onJump(letter)}
              aria-label={t('pickers.jumpToLetter', { letter: letter === OTHER_LETTER_GROUP ? t('pickers.otherLetters') : letter })}
              className="min-w-9 border border-brand-line font-semibold"
            >
              {letter}
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
