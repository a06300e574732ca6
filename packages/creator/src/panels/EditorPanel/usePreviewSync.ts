import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { CreatorComponent } from '../../api';
import { PREVIEW_MESSAGE } from '../../links';
import { previewChanges, type PreviewState } from '../../preview';

/**
 * The preview frame gets the whole unsaved state when it says it is (re)loaded, and after that
 * only what changed (uuid-keyed changes against what was last sent). A frame that has not had a
 * whole state yet ignores changes and keeps asking.
 */
export function usePreviewSync(frame: RefObject<HTMLIFrameElement | null>, components: readonly CreatorComponent[], pattern: readonly string[] | null) {
  const sent = useRef<PreviewState | null>(null);
  const current = useRef<PreviewState>({ components: components as CreatorComponent[], pattern: pattern as string[] | null });
  const postWhole = useCallback(() => {
    const target = frame.current?.contentWindow;
    if (!target) return;
    sent.current = current.current;
    target.postMessage({ type: PREVIEW_MESSAGE.STATE, ...current.current }, window.location.origin);
  }, [frame]);
  useEffect(() => {
    current.current = { components: components as CreatorComponent[], pattern: pattern as string[] | null };
    const target = frame.current?.contentWindow;
    if (!target || !sent.current) return;
    const changes = previewChanges(sent.current, current.current);
    if (!changes) return;
    sent.current = current.current;
    target.postMessage({ type: PREVIEW_MESSAGE.CHANGES, ...changes }, window.location.origin);
  }, [frame, components, pattern]);
  useEffect(() => {
    postWhole();
    const onMessage = (event: MessageEvent) => {
      // Only this editor's own frame: the variants shown side by side are other schemes' frames.
      if (event.origin === window.location.origin && event.source === frame.current?.contentWindow && event.data?.type === PREVIEW_MESSAGE.READY) postWhole();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [postWhole, frame]);
  return postWhole;
}
