import { useEffect, useState } from 'react';
import { CREATOR_CLIPBOARD_KEY, parseClipboard, type ClipboardBlock } from '../../state/clipboard';

/**
 * The copied block, shared by every creator tab of the browser: read after hydration
 * (localStorage is browser-only) and kept in step with copies made in other tabs.
 */
export function useClipboard(): [ClipboardBlock | null, (block: ClipboardBlock) => void] {
  const [clipboard, setClipboard] = useState<ClipboardBlock | null>(null);
  useEffect(() => {
    const read = () => setClipboard(parseClipboard(window.localStorage.getItem(CREATOR_CLIPBOARD_KEY)));
    read();
    window.addEventListener('storage', read);
    return () => window.removeEventListener('storage', read);
  }, []);
  const store = (block: ClipboardBlock) => {
    window.localStorage.setItem(CREATOR_CLIPBOARD_KEY, JSON.stringify(block));
    setClipboard(block);
  };
  return [clipboard, store];
}
