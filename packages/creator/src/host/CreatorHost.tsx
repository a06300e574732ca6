import { createContext, useContext, type ReactNode } from 'react';
import type { CreatorApi } from '../api';
import { creatorIframeHref } from '../links';

/** The app's media library, opened from an image field: it calls onPick with the chosen file's address. */
type MediaPickerRender = (props: { onPick: (url: string) => void; onClose: () => void }) => ReactNode;

/** What the app hands the creator: its administrator client, its popups and its media library. */
export interface CreatorHost {
  api: CreatorApi;
  /** Shows a short message (the admin's popups): 'success' after a saved write, 'error' when one failed. */
  notify: (message: string, kind?: 'success' | 'error') => void;
  renderMediaPicker: MediaPickerRender;
  /** The address of a scheme's preview frame; the app's preview route unless given (stories show a blank frame). */
  previewHref?: (scheme: string, placeholder: string | null, page?: number, live?: boolean) => string;
}

const CreatorHostContext = createContext<CreatorHost | null>(null);

export function CreatorHostProvider({ value, children }: { value: CreatorHost; children: ReactNode }) {
  return <CreatorHostContext.Provider value={value}>{children}</CreatorHostContext.Provider>;
}

export function useCreatorHost(): Required<CreatorHost> {
  const host = useContext(CreatorHostContext);
  if (!host) throw new Error('The creator needs a CreatorHostProvider around it.');
  return { previewHref: creatorIframeHref, ...host };
}
