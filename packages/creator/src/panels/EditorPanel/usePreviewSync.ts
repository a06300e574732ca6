import { useCallback, useEffect, type RefObject } from 'react';
import type { CreatorComponent } from '../../api';
import { PREVIEW_MESSAGE } from '../../links';

/** The preview frame gets the unsaved state whenever it changes, and again whenever the frame says it is (re)loaded. */
export function usePreviewSync(frame: RefObject<HTMLIFrameElement | null>, components: readonly CreatorComponent[], pattern: readonly string[] | null) {
  const post = useCallback(() => {
    frame.current?.contentWindow?.postMessage({ type: PREVIEW_MESSAGE.STATE, components, pattern }, window.location.origin);
  }, [frame, components, pattern]);
  useEffect(() => {
    post();
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === PREVIEW_MESSAGE.READY) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [post]);
  return post;
}
