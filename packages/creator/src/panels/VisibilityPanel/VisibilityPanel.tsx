import { zodResolver } from '@hookform/resolvers/zod';
import { PUBLICATION, incompleteComponents, tallinnDateTimeInput, tallinnDateTimeInputToIso, type CreatorRouteType, type IncompleteComponent } from '@salon/domain';
import { Button, DateTimeLocalInput, RadioGroup, SaveBlockedAlert, useTranslation } from '@salon/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { CreatorComponent, CreatorScheme } from '../../api';
import { fieldError } from '../../host/fieldError';
import { useCreatorHost } from '../../host/CreatorHost';
import { useCreatorWrite } from '../../host/useCreatorWrite';
import { useCreatorLabels } from '../../labels';
import { schemeQueries } from '../../queries';

// Publish windows are Tallinn time, whatever zone the staff member's computer is in; empty is no limit.
const tallinnInput = z.string().refine((value) => tallinnDateTimeInputToIso(value) !== undefined, 'adminPages.invalidDateTime');
const visibilitySchema = z.object({ publication: z.enum(Object.values(PUBLICATION) as [string, ...string[]]), start: tallinnInput, end: tallinnInput });
type VisibilityValues = z.infer<typeof visibilitySchema>;
const FIELDS = ['publication', 'start', 'end'] as const;
const API_FIELDS = { publish_start: 'start', publish_end: 'end' } as const;

/**
 * Who sees the scheme and when (PUT schemes-v2/{uuid}/). Publishing checks the saved blocks first:
 * the API refuses an incomplete page too (SCHEME_INCOMPLETE), and this names each block to open.
 */
export function VisibilityPanel({ scheme, onOpenBlock }: { scheme: CreatorScheme; onOpenBlock: (component: CreatorComponent) => void }) {
  const { t } = useTranslation();
  const { api } = useCreatorHost();
  const write = useCreatorWrite();
  const labels = useCreatorLabels();
  const { register, handleSubmit, setError, formState } = useForm<VisibilityValues>({
    resolver: zodResolver(visibilitySchema),
    mode: 'onChange',
    defaultValues: { publication: scheme.publication, start: tallinnDateTimeInput(scheme.publish_start), end: tallinnDateTimeInput(scheme.publish_end) },
  });
  const components = useQuery(schemeQueries.components(api, scheme.uuid));
  const [incomplete, setIncomplete] = useState<IncompleteComponent[]>([]);
  const save = handleSubmit(async ({ publication, start, end }) => {
    setIncomplete([]);
    if (publication === PUBLICATION.PUBLISHED) {
      const saved = (await components.refetch()).data?.results ?? [];
      const missing = incompleteComponents(saved, { routeType: scheme.type as CreatorRouteType, language: scheme.language });
      if (missing.length > 0) {
        setIncomplete(missing);
        return;
      }
    }
    const body = { publication, publish_start: tallinnDateTimeInputToIso(start), publish_end: tallinnDateTimeInputToIso(end) };
    await write(() => api.update('schemes', scheme.uuid, body), { form: { setError, fields: FIELDS, aliases: API_FIELDS }, refetch: ['schemes'] });
  });
  return (
    <form noValidate onSubmit={save} aria-label={t('adminUi.tabVisibility')} className="flex max-w-xl flex-col gap-3">
      {incomplete.length > 0 && (
        <SaveBlockedAlert
          action="publish"
          blocks={incomplete}
          onOpen={(uuid) => {
            const component = components.data?.results.find((candidate) => candidate.uuid === uuid);
            if (component) onOpenBlock(component);
          }}
          onDismiss={() => setIncomplete([])}
        />
      )}
      <RadioGroup
        label={t('adminPages.publication')}
        orientation="horizontal"
        options={Object.values(PUBLICATION).map((value) => ({ value, label: labels.publication(value) }))}
        error={fieldError(formState.errors, 'publication', t)}
        {...register('publication')}
      />
      <DateTimeLocalInput label={t('adminPages.publishStart')} hint={t('adminPages.tallinnTime')} error={fieldError(formState.errors, 'start', t)} {...register('start')} />
      <DateTimeLocalInput label={t('adminPages.publishEnd')} hint={t('adminPages.tallinnTime')} error={fieldError(formState.errors, 'end', t)} {...register('end')} />
      <Button type="submit" disabled={formState.isSubmitting} className="self-start text-body-sm">
        {t('adminPages.save')}
      </Button>
    </form>
  );
}
