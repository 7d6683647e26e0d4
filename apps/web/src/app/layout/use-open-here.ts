import { useCallback, useState } from "react";
import { useLocation } from "wouter";

/**
 * Open/closed state that closes itself on navigation: the popup remembers the location it was
 * opened at and counts as open only while the person is still there.
 */
export function useOpenHere() {
  const [location] = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location;
  const close = useCallback(() => setOpenedAt(null), []);
  const toggle = useCallback(
    () => setOpenedAt((current) => (current === location ? null : location)),
    [location],
  );
  return { open, close, toggle };
}
