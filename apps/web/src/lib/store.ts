import { useSyncExternalStore } from "react";

/**
 * The one way the web keeps state outside React that screens follow (the session, toasts,
 * calculation history, notifications, the update offer): a value, its listeners, and
 * `useStore` reading it with useSyncExternalStore (docs/decisions/0037-one-control-layer-and-store.md).
 */
export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

/** A set of callbacks told of an event; what every store notifies its readers through. */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      listeners.forEach((listener) => listener());
    },
  };
}

/** A value held in memory for this tab. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = createListeners();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.notify();
    },
    subscribe: listeners.add,
  };
}

interface PersistedStoreOptions<T> {
  /** The localStorage entry holding the value. */
  key: string;
  /** The value of a missing entry, and of storage that cannot be read. */
  empty: T;
  /** Reads a stored entry; it decides what a damaged one reads as. */
  parse: (raw: string) => T;
  /** Whether `value` is the empty one, stored by removing the entry. */
  isEmpty: (value: T) => boolean;
  /** Other entries whose change in another tab changes what readers see. */
  alsoWatch?: readonly string[];
  /** Storage refused a write (private mode, full); the value still lasts for the visit. */
  onWriteError?: (error: unknown) => void;
}

/**
 * A value kept in one localStorage entry, as JSON, shared by this browser's tabs: another tab's
 * change reaches this one's readers. The same value comes back until the entry changes, as
 * useSyncExternalStore needs; where storage is unavailable the value lasts for the visit.
 */
export function persistedStore<T>({
  key,
  empty,
  parse,
  isEmpty,
  alsoWatch = [],
  onWriteError,
}: PersistedStoreOptions<T>): Store<T> {
  let memory = empty;
  let cachedRaw: string | null | undefined;
  let cached = empty;
  const listeners = createListeners();

  function readRaw(): string | null | undefined {
    try {
      return localStorage.getItem(key);
    } catch {
      return undefined;
    }
  }

  return {
    get() {
      const raw = readRaw();
      if (raw === undefined) return memory;
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = raw === null ? empty : parse(raw);
      }
      return cached;
    },
    set(next) {
      memory = next;
      try {
        if (isEmpty(next)) localStorage.removeItem(key);
        else localStorage.setItem(key, JSON.stringify(next));
      } catch (error) {
        onWriteError?.(error);
      }
      listeners.notify();
    },
    subscribe(listener) {
      const unsubscribe = listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (
          event.key === null ||
          event.key === key ||
          alsoWatch.includes(event.key)
        )
          listener();
      };
      window.addEventListener("storage", onStorage);
      return () => {
        unsubscribe();
        window.removeEventListener("storage", onStorage);
      };
    },
  };
}

/** The store's value, re-rendering when it changes; `serverValue` is what a prerendered page shows. */
export function useStore<T>(
  store: Store<T>,
  serverValue: () => T = store.get,
): T {
  return useSyncExternalStore(store.subscribe, store.get, serverValue);
}
