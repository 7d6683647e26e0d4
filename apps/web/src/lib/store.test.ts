import { afterEach, describe, expect, it, vi } from "vitest";
import { createStore, persistedStore } from "./store.ts";

const numbers = () =>
  persistedStore<readonly number[]>({
    key: "test-numbers",
    empty: [],
    parse: (raw) => JSON.parse(raw) as number[],
    isEmpty: (list) => list.length === 0,
    alsoWatch: ["test-owner"],
  });

afterEach(() => {
  localStorage.clear();
});

describe("createStore", () => {
  it("tells each subscriber of a change until it unsubscribes", () => {
    const store = createStore(1);
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get()));
    store.set(2);
    unsubscribe();
    store.set(3);
    expect(seen).toEqual([2]);
    expect(store.get()).toBe(3);
  });
});

describe("persistedStore", () => {
  it("keeps the value in its entry, removes the entry when empty and returns the same array until it changes", () => {
    const store = numbers();
    store.set([1, 2]);
    expect(localStorage.getItem("test-numbers")).toBe("[1,2]");
    expect(store.get()).toBe(store.get());
    store.set([]);
    expect(localStorage.getItem("test-numbers")).toBeNull();
    expect(store.get()).toEqual([]);
  });

  it("follows another tab's change to its entry or a watched one, and no other", () => {
    const store = numbers();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    localStorage.setItem("test-numbers", "[7]");
    window.dispatchEvent(new StorageEvent("storage", { key: "test-numbers" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "test-owner" }));
    window.dispatchEvent(new StorageEvent("storage", { key: "elsewhere" }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.get()).toEqual([7]);
    unsubscribe();
    window.dispatchEvent(new StorageEvent("storage", { key: "test-numbers" }));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it("keeps the value for the visit where storage refuses it", () => {
    const refuse = () => {
      throw new Error("denied");
    };
    const reads = vi
      .spyOn(Storage.prototype, "getItem")
      .mockImplementation(refuse);
    const writes = vi
      .spyOn(Storage.prototype, "setItem")
      .mockImplementation(refuse);
    try {
      const store = numbers();
      store.set([3]);
      expect(store.get()).toEqual([3]);
    } finally {
      reads.mockRestore();
      writes.mockRestore();
    }
  });
});
