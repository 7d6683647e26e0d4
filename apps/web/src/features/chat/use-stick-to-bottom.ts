import { useCallback, useLayoutEffect, useRef, useState } from "react";

/**
 * Scrolled up by more than this (docs/product.md#home-and-chat), the reader is reading and the log
 * stays put.
 */
export const STICKY_DISTANCE_PX = 50;

/**
 * Keeps a scrolling box at its newest content while the reader is at (or within 50 px of)
 * the bottom. Scrolls the box itself, never the page, so a new message cannot pull the
 * page away from whatever the reader is looking at.
 */
export function useStickToBottom<T extends HTMLElement>(
  contentCount: number,
  /** Anything else that grows the box, such as the typing indicator. */
  extraContent: unknown = null,
) {
  const box = useRef<T>(null);
  const [stuck, setStuck] = useState(true);
  // How many items there were when the reader scrolled away, to tell whether newer ones arrived.
  const [countWhenLeft, setCountWhenLeft] = useState(contentCount);

  useLayoutEffect(() => {
    const element = box.current;
    if (element && stuck) element.scrollTop = element.scrollHeight;
  }, [contentCount, extraContent, stuck]);

  const onScroll = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const distance =
      element.scrollHeight - element.scrollTop - element.clientHeight;
    const atBottom = distance <= STICKY_DISTANCE_PX;
    if (!atBottom && stuck) setCountWhenLeft(contentCount);
    setStuck(atBottom);
  }, [contentCount, stuck]);

  const scrollToNewest = useCallback(() => {
    const element = box.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    setStuck(true);
  }, []);

  return {
    box,
    onScroll,
    scrollToNewest,
    hasUnseen: !stuck && contentCount > countWhenLeft,
  };
}
