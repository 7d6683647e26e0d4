import { useSyncExternalStore } from "react";

/** Installs the waiting version and reloads the page with it. */
export type ApplyUpdate = () => Promise<void>;

// Module-level, like the toasts: the lazily loaded registration sets it, the prompt reads it.
let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

function emit(next: ApplyUpdate | null) {
  waiting = next;
  listeners.forEach((listener) => listener());
}

/** A new version of the app is installed and waits for the person's go-ahead. */
export function offerUpdate(apply: ApplyUpdate) {
  emit(apply);
}

export function dismissUpdate() {
  emit(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => waiting;

/** The waiting version's installer, or null when the app is up to date. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, current, current);
}
