import { CAROUSEL_RESUME_AFTER_MANUAL_MS } from '@salon/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface AutoAdvanceOptions {
  enabled: boolean;
  delayMs: number;
  advance: () => void;
}

/**
 * Timer of the slide show. It stops while the user points at or focuses the carousel, while they
 * have paused it, and for CAROUSEL_RESUME_AFTER_MANUAL_MS after each manual move.
 */
export function useAutoAdvance({ enabled, delayMs, advance }: AutoAdvanceOptions) {
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [holding, setHolding] = useState(false);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestAdvance = useRef(advance);
  useEffect(() => {
    latestAdvance.current = advance;
  }, [advance]);

  const running = enabled && !userPaused && !hovered && !focused && !holding;
  /** Why the show stands still ('' while it runs): read by tests and when debugging a stuck show. */
  const heldBy = [!enabled && 'disabled', userPaused && 'paused', hovered && 'hover', focused && 'focus', holding && 'manual-move'].filter(Boolean).join(' ');

  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => latestAdvance.current(), delayMs);
    return () => clearInterval(timer);
  }, [running, delayMs]);

  useEffect(() => () => clearTimeout(holdTimer.current), []);

  const noteManualMove = useCallback(() => {
    setHolding(true);
    clearTimeout(holdTimer.current);
    holdTimer.current = setTimeout(() => setHolding(false), CAROUSEL_RESUME_AFTER_MANUAL_MS);
  }, []);

  return {
    running,
    heldBy,
    userPaused,
    togglePaused: () => setUserPaused((value) => !value),
    noteManualMove,
    setHovered,
    setFocused,
  };
}
