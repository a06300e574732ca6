import { clsx } from 'clsx';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n';

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
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onChange(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div className="flex flex-col gap-3">
      <div role="tablist" aria-label={t('adminUi.tabsLabel')} className="flex flex-wrap gap-1 border-b border-brand-line">
        {tabs.map((tab, index) => (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={`creator-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={tab === active ? `creator-panel-${tab}` : undefined}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => move(event, index)}
            className={clsx('-mb-px border-b-2 px-3 py-2 text-body-sm', tab === active ? 'border-brand-ink font-semibold text-brand-ink' : 'border-transparent text-brand-muted')}
          >
            {t(LABEL_KEY[tab])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`creator-panel-${active}`} aria-labelledby={`creator-tab-${active}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
