import { useLayoutEffect, useState, useSyncExternalStore } from "react";

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

/**
 * Hands over what the person did to a control of a prerendered page before React took it over: the
 * browser keeps a dragged slider, a picked option or typed text on screen, but the component's
 * state still holds the build's value, and React does not report the change. `adopt` runs once,
 * as the page is taken over (never on a page drawn in the browser), and reads the controls'
 * own values; a layout effect, so no later render puts the build's value back first.
 */
export function useChangesBeforeHydration(adopt: () => void): void {
  const hydrating = !useHydrated();
  const [adoptOnce] = useState(() => (hydrating ? adopt : null));
  useLayoutEffect(() => adoptOnce?.(), [adoptOnce]);
}
