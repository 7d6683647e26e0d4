import { useSyncExternalStore } from "react";

/** Tailwind's `md` breakpoint: from tablet width up. */
const WIDE = "(min-width: 48rem)";

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== "function") return () => {};
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * True from tablet width up, and where the browser cannot tell (jsdom): the investments then show
 * as a table, below it as cards. Only one of the two is rendered, so a page never builds both.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () =>
    typeof window.matchMedia === "function"
      ? window.matchMedia(WIDE).matches
      : true,
  );
}
