import {
  BANNER_AUTO_HIDE_EXTRA_MS,
  BANNER_CLOSE_TIMEOUT_DEFAULT_SECONDS,
  BANNER_SWITCH_TIMEOUT_DEFAULT_SECONDS,
} from '../constants/blocks';
import { MS_PER_SECOND } from '../constants/units';

export interface BannerTimeoutsInput {
  readonly closeTimeoutSeconds?: unknown;
  readonly switchTimeoutSeconds?: unknown;
}

export interface BannerTimeouts {
  readonly closeSeconds: number;
  readonly switchSeconds: number;
  readonly closeMs: number;
  readonly switchMs: number;
  /** When the huge banner hides itself: the close countdown plus a short grace. */
  readonly autoHideMs: number;
}

// Estonian editors type decimal commas ('2,5'); a missing, non-positive or unreadable value
// means the default.
const readSeconds = (value: unknown, fallback: number): number => {
  const seconds =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim().replace(',', '.') || Number.NaN) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : fallback;
};

export const parseBannerTimeouts = (input: BannerTimeoutsInput): BannerTimeouts => {
  const closeSeconds = readSeconds(input.closeTimeoutSeconds, BANNER_CLOSE_TIMEOUT_DEFAULT_SECONDS);
  const switchSeconds = readSeconds(input.switchTimeoutSeconds, BANNER_SWITCH_TIMEOUT_DEFAULT_SECONDS);
  const closeMs = closeSeconds * MS_PER_SECOND;
  return {
    closeSeconds,
    switchSeconds,
    closeMs,
    switchMs: switchSeconds * MS_PER_SECOND,
    autoHideMs: closeMs + BANNER_AUTO_HIDE_EXTRA_MS,
  };
};
