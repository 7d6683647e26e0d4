import { createStore, useStore } from "../../lib/store.ts";

/** Installs the waiting version and reloads the page with it. */
export type ApplyUpdate = () => Promise<void>;

// Module-level, like the toasts: the lazily loaded registration sets it, the prompt reads it.
const waiting = createStore<ApplyUpdate | null>(null);

/** A new version of the app is installed and waits for the person's go-ahead. */
export function offerUpdate(apply: ApplyUpdate) {
  waiting.set(apply);
}

export function dismissUpdate() {
  waiting.set(null);
}

/** The waiting version's installer, or null when the app is up to date. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useStore(waiting);
}
