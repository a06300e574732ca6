import { ALIGNMENT, DEFAULT_ALIGNMENT, type Alignment } from '../enums/alignment';

const ALIGNMENTS: readonly unknown[] = Object.values(ALIGNMENT);

const isAlignment = (value: unknown): value is Alignment => ALIGNMENTS.includes(value);

/** Older content stored 'justify', which we no longer offer; it and anything unknown read as left. */
export const normaliseAlignment = (value: unknown): Alignment =>
  isAlignment(value) ? value : DEFAULT_ALIGNMENT;
