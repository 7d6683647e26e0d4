import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False while React takes over the page the build prerendered (and in the prerender itself), true
 * right after and on every page drawn in the browser from scratch. A part that draws from browser
 * state (session storage, the clock) draws the prerender's view while this is false, so taking
 * over never finds a difference (docs/architecture.md#first-paint).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
