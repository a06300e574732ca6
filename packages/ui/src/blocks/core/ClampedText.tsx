import { BREAKPOINT, descriptionClampLines } from '@salon/domain';
import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ExpandToggle } from '../../widgets/ExpandToggle';

export interface ClampedTextProps {
  children: ReactNode;
  /** Category texts clamp to 2 lines at every width. */
  isCategory?: boolean;
  className?: string;
}

// The line counts come from the domain rule per breakpoint; CSS variables carry them into
// the media-query classes, so the clamp works before hydration too.
const clampStyle = (isCategory: boolean): CSSProperties =>
  ({
    '--clamp-xs': descriptionClampLines(BREAKPOINT.XS, isCategory),
    '--clamp-md': descriptionClampLines(BREAKPOINT.MD, isCategory),
    '--clamp-xl': descriptionClampLines(BREAKPOINT.XL, isCategory),
  }) as CSSProperties;

/** A long description clamped to a few lines, with read more / show less when it overflows. */
export function ClampedText({ children, isCategory = false, className }: ClampedTextProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first report comes after the browser's own layout: measuring here instead
    // would force a layout of the whole page during hydration.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, children]);

  return (
    <div className={className}>
      <div
        id={id}
        ref={ref}
        data-expanded={expanded}
        style={expanded ? undefined : clampStyle(isCategory)}
        className={clsx(
          !expanded &&
            'overflow-hidden [display:-webkit-box] [-webkit-box-orient:vertical] [-webkit-line-clamp:var(--clamp-xs)] md:[-webkit-line-clamp:var(--clamp-md)] xl:[-webkit-line-clamp:var(--clamp-xl)]',
        )}
      >
        {children}
      </div>
      {overflows || expanded ? (
        <div className="mt-2 text-body-sm">
          <ExpandToggle expanded={expanded} onToggle={() => setExpanded((value) => !value)} controlsId={id} />
        </div>
      ) : null}
    </div>
  );
}
