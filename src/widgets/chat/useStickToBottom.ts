import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** The scroll after sending waits 20 ms, so the new bubble is laid out first. */
const OPTIMISTIC_SCROLL_MS = 20;
/** Within this distance of the bottom, new messages keep the view at the bottom. */
const NEAR_BOTTOM_PX = 120;

/**
 * Keeps a message list scrolled to the newest message: on open, when messages arrive while the
 * reader is at the bottom (not while reading older ones), and 20 ms after sending.
 */
export function useStickToBottom<T extends HTMLElement>(count: number) {
  const box = useRef<T>(null);
  const atBottom = useRef(true);
  const toBottom = useCallback(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const onScroll = () => (atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, []);

  useLayoutEffect(() => {
    if (atBottom.current) toBottom();
  }, [count, toBottom]);

  const afterSend = useCallback(() => {
    atBottom.current = true;
    setTimeout(toBottom, OPTIMISTIC_SCROLL_MS);
  }, [toBottom]);

  return { box, afterSend };
}
