import { vi } from "vitest";

/** A 390 px browser: every media query from tablet width up answers no (undone by vi.unstubAllGlobals). */
export function phoneScreen() {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
