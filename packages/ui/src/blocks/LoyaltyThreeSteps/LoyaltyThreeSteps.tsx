import { loyaltyThreeStepsSpec, YES_NO } from '@salon/domain';
import { useTranslation } from '../../i18n/useTranslation';
import { BlockImage } from '../core/BlockImage';
import { defineBlock } from '../core/defineBlock';

export const loyaltyThreeStepsBlock = defineBlock(loyaltyThreeStepsSpec, {
  render: function LoyaltyThreeSteps({ props, context }) {
    const { t } = useTranslation();
    // Business customers are outside the loyalty programme.
    if (context.user.isBusiness) return null;
    if (context.user.isLoyal) {
      return (
        <section className="rounded bg-scheme-green p-6 text-white md:p-10">
          <h2 className="font-display text-h2">{t('blocks.loyalty.joinedTitle')}</h2>
          <p className="mt-2 text-lead">{t('blocks.loyalty.joinedText')}</p>
        </section>
      );
    }
    const steps = [
      [props.stepTitle1, props.stepText1],
      [props.stepTitle2, props.stepText2],
      [props.stepTitle3, props.stepText3],
    ] as const;
    return (
      <section className="grid gap-6 md:grid-cols-[2fr_1fr]">
        <div>
          {props.title ? <h2 className="mb-6 font-display text-h2">{props.title}</h2> : null}
          <ol className="grid gap-4 md:grid-cols-3">
            {steps.map(([stepTitle, stepText], index) => (
              <li key={index} className="rounded border border-brand-line p-4">
                <span aria-hidden="true" className="mb-2 grid h-10 w-10 place-items-center rounded-full bg-scheme-purple font-semibold text-white">
                  {index + 1}
                </span>
                <h3 className="text-h3">{stepTitle}</h3>
                <p className="mt-1 text-body-sm text-brand-muted">{stepText}</p>
              </li>
            ))}
          </ol>
        </div>
        {props.showTeaserImage === YES_NO.YES ? (
          <BlockImage src={props.teaserImgSrc} alt={props.teaserImgAlt} className="h-full w-full rounded object-cover" />
        ) : null}
      </section>
    );
  },
});
