import { ComposedPage, type ComposedPageProps, type StoredComponent } from '@salon/block-registry';
import { apiErrorText, queryKeys } from '@salon/api-client';
import { addBlockEditorTexts, useTranslation, type InlineEditing, type InlineTextCommit } from '@salon/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useApp } from '../lib/appContext';
import { useAdminApi } from './adminApi';
import { propsWithInlineText } from './inlineTextProps';

interface InlineEditableBlocksProps extends ComposedPageProps {
  schemeUuid: string;
}

/**
 * A composed page whose block texts a route admin edits in place (loaded only when the admin
 * switches "Edit texts" on). Each change saves the component's props through the administrator
 * components call, the same one the creator's Save uses, so the API validates them against the
 * block's schema; the page data is then fetched again so the new text is what the page shows.
 */
export default function InlineEditableBlocks({ schemeUuid, components, ...page }: InlineEditableBlocksProps) {
  const { t, i18n } = useTranslation();
  // Before the blocks render: their editable texts are announced by the editors' names.
  useState(() => addBlockEditorTexts(i18n));
  const { addPopup } = useApp();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const byUuid = useMemo(() => new Map<string, StoredComponent>(components.map((component) => [component.uuid, component])), [components]);

  const inlineEditing = useMemo(
    (): InlineEditing => ({
      onCommit: async (commit: InlineTextCommit) => {
        const stored = byUuid.get(commit.componentUuid);
        try {
          if (!stored) throw new Error(commit.componentUuid);
          await api.update('components', commit.componentUuid, { props: propsWithInlineText(stored.props ?? {}, commit) });
        } catch (error) {
          addPopup(t('inlineEdit.saveFailed', { message: apiErrorText(error) }), 'error');
          throw error;
        }
        addPopup(t('inlineEdit.saved'), 'success');
        await queryClient.invalidateQueries({ queryKey: queryKeys.components(schemeUuid) });
        await revalidator.revalidate();
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the revalidator object changes with its state; its revalidate call does not
    [addPopup, api, byUuid, queryClient, schemeUuid, t],
  );

  return <ComposedPage {...page} components={components} inlineEditing={inlineEditing} />;
}
