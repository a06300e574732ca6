import { GAME_DEFAULT_HEIGHT, GAME_DEFAULT_WIDTH, gameSpec, IFRAME_SANDBOX, safeFrameSrc } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { defineBlock } from '../core/defineBlock';

/** A CSS length as typed: digits with px, %, vh or rem; a bare number means px. */
const CSS_LENGTH = /^\d+(\.\d+)?(px|%|vh|vw|rem|em)?$/;
export const cssLength = (value: string, fallback: string): string => {
  const trimmed = value.trim();
  if (!CSS_LENGTH.test(trimmed)) return fallback;
  return /\d$/.test(trimmed) ? `${trimmed}px` : trimmed;
};

export const gameBlock = defineBlock(gameSpec, {
  render: function Game({ props }) {
    const { t } = useTranslation();
    const src = safeFrameSrc(props.gameIframeURL);
    if (!src) return null;
    return (
      <iframe
        id={props.gameId || undefined}
        src={src}
        title={t('blocks.game.title')}
        sandbox={IFRAME_SANDBOX}
        className="mx-auto block max-w-full border-0"
        style={{ height: cssLength(props.height, GAME_DEFAULT_HEIGHT), width: cssLength(props.width, GAME_DEFAULT_WIDTH) }}
      />
    );
  },
});
