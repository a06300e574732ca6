import { BREAKPOINT_MIN_WIDTH } from '@salon/domain';

/**
 * `sizes` of block images whose layout is narrower than the viewport (BlockImage's default is the
 * whole width). From the `md` breakpoint up these blocks split into columns.
 */
const FROM_MD = `(min-width: ${BREAKPOINT_MIN_WIDTH.MD}px)`;

/** One of two columns from `md` up (a head's or a banner's picture beside its text). */
export const HALF_FROM_MD_SIZES = `${FROM_MD} 50vw, 100vw`;
/** A carousel slide's picture: three fifths of the slide from `md` up. */
export const CAROUSEL_IMAGE_SIZES = `${FROM_MD} 60vw, 100vw`;
/** A brand logo: a line of text tall, never wider than a narrow column. */
export const LOGO_SIZES = '240px';
