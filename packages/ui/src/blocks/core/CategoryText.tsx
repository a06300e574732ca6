import type { CategoryTextProps } from '@salon/domain';
import { BlockImage } from './BlockImage';
import { ClampedText } from './ClampedText';

export type CategoryTextVariant = 'head' | 'foot';

/**
 * The category head and foot: title, description clamped to 2 lines, image. The head is the
 * page's header with its h1 (an h2 where the page has its own title); the foot closes the page with an h2.
 */
export function CategoryText({ props, variant, pageHasTitle = false }: { props: CategoryTextProps; variant: CategoryTextVariant; pageHasTitle?: boolean | undefined }) {
  const Section = variant === 'head' ? 'header' : 'footer';
  const Heading = variant === 'head' && !pageHasTitle ? 'h1' : 'h2';
  return (
    <Section className="flex flex-col gap-4 md:flex-row md:items-center">
      <div className="flex-1">
        {props.title ? <Heading className="font-display text-h1">{props.title}</Heading> : null}
        {props.description ? (
          <ClampedText isCategory className="mt-2">
            <p className="text-body">{props.description}</p>
          </ClampedText>
        ) : null}
      </div>
      {props.imgSrc ? <BlockImage src={props.imgSrc} alt={props.imgAlt} className="w-full rounded object-cover md:w-1/3" /> : null}
    </Section>
  );
}
