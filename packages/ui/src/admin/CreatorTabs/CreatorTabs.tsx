import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs';

export const CREATOR_TAB = {
  PLACEHOLDERS: 'placeholders',
  VISIBILITY: 'visibility',
  LANGUAGES: 'languages',
  SCHEME: 'scheme',
  SETTINGS: 'settings',
  EDITOR: 'editor',
} as const;
export type CreatorTab = (typeof CREATOR_TAB)[keyof typeof CREATOR_TAB];
export const CREATOR_TABS: readonly CreatorTab[] = Object.values(CREATOR_TAB);

const LABEL_KEY: Record<CreatorTab, string> = {
  placeholders: 'adminUi.tabPlaceholders',
  visibility: 'adminUi.tabVisibility',
  languages: 'adminUi.tabLanguages',
  scheme: 'adminUi.tabScheme',
  settings: 'adminUi.tabSettings',
  editor: 'adminUi.tabEditor',
};

export interface CreatorTabsProps {
  active: CreatorTab;
  onChange: (tab: CreatorTab) => void;
  /** The active tab's panel. */
  children?: ReactNode;
  tabs?: readonly CreatorTab[];
}

/** The creator's sections as an ARIA tab list (arrow keys, Home and End move between tabs). */
export function CreatorTabs({ active, onChange, children, tabs = CREATOR_TABS }: CreatorTabsProps) {
  const { t } = useTranslation();
  return (
    <Tabs value={active} onValueChange={(tab) => onChange(tab as CreatorTab)}>
      <TabsList aria-label={t('adminUi.tabsLabel')} className="flex-wrap gap-1">
        {tabs.map((tab) => (
          <TabsTrigger key={tab} value={tab} className="-mb-px text-body-sm data-[state=active]:font-semibold data-[state=active]:text-brand-ink">
            {t(LABEL_KEY[tab])}
          </TabsTrigger>
        ))}
      </TabsList>
      {/* Only the active tab's panel is given: the creator renders one section at a time. */}
      <TabsContent value={active}>{children}</TabsContent>
    </Tabs>
  );
}
