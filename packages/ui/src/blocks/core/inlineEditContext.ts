import type { LocaleCode } from '@salon/domain';
import { createContext } from 'react';

/** One inline text change: the component's field, and the locale for translatable (i18n_) fields. */
export interface InlineTextCommit {
  componentUuid: string;
  field: string;
  value: string;
  /** Set for translatable fields: only this locale's value changes. */
  locale?: LocaleCode;
}

/** Page-wide inline editing. Rejects when the change was not saved; the text then reverts. */
export interface InlineEditing {
  onCommit: (commit: InlineTextCommit) => Promise<void>;
}

/** null (the default) = shoppers: texts render exactly as plain markup. */
export const InlineEditContext = createContext<InlineEditing | null>(null);

/** The stored component a block renders, so its texts know what they belong to. */
export interface InlineEditBlock {
  uuid: string;
  blockName: string;
}

export const InlineEditBlockContext = createContext<InlineEditBlock | null>(null);
