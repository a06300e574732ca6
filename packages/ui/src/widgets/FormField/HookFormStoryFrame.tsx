import type { ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n';
import { Button } from '../../primitives/Button';

export interface HookFormStoryFrameProps<Values extends FieldValues> {
  defaultValues: DefaultValues<Values>;
  resolver?: Resolver<Values>;
  /** Receives the values once the form validates (the story passes its `onSubmit` spy). */
  onValid: (values: Values) => void;
  /** The field(s) under test, registered with `form.register`. */
  children: (form: UseFormReturn<Values>) => ReactNode;
}

/**
 * Story helper (not exported from the package): the react-hook-form frame the input stories
 * share, so each story shows only its field and what it asserts.
 */
export function HookFormStoryFrame<Values extends FieldValues>({ defaultValues, resolver, onValid, children }: HookFormStoryFrameProps<Values>) {
  const { t } = useTranslation();
  const form = useForm<Values>({ defaultValues, resolver });
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} className="flex flex-col gap-3">
      {children(form)}
      <Button type="submit" className="self-start font-normal">
        {t('modalCommon.save')}
      </Button>
    </form>
  );
}
