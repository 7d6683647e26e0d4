import { useEffect } from "react";
import { createStore, useStore, type Store } from "./store.ts";

/**
 * A part of the frame shown only on demand (the mobile menu's panel, a toast, the update offer,
 * the signed-in controls), in a chunk of its own that a guest's first load does not fetch
 * (docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md). Unlike React.lazy nothing
 * suspends: the part is drawn once its module is in, and a control that must show it at once
 * (a menu's button) waits for `load` before it opens, so no loading placeholder ever shows.
 */
export interface OnDemand<Module> {
  /** Loads the module, once; a failed download is tried again on the next call. */
  load(): Promise<Module>;
  /** The module once it is in, for `useOnDemand`. */
  readonly module: Store<Module | undefined>;
  /** Whether the pages that show it load it with their own chunk (`withPage`). */
  readonly withPage: boolean;
}

interface OnDemandOptions {
  /**
   * The pages that show the part load it with their own chunk (router.tsx preloadPage awaits
   * it), so the prerender and the hydration draw it too and nothing moves once the page is up
   * (a scheme page's rate notice). Other parts are drawn absent there, as a guest's first load
   * has not fetched them.
   */
  withPage?: boolean;
}

export function onDemand<Module>(
  importer: () => Promise<Module>,
  { withPage = false }: OnDemandOptions = {},
): OnDemand<Module> {
  const module = createStore<Module | undefined>(undefined);
  let loading: Promise<Module> | undefined;
  return {
    module,
    withPage,
    load() {
      loading ??= importer().then(
        (loaded) => {
          module.set(loaded);
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The part's module once it is in, else undefined; loaded as soon as `wanted`. A prerendered page
 * and its hydration draw it absent, as the first load has not fetched it, unless the page loads it
 * with its chunk (`withPage`).
 */
export function useOnDemand<Module>(
  part: OnDemand<Module>,
  wanted: boolean,
): Module | undefined {
  const loaded = useStore(
    part.module,
    part.withPage ? part.module.get : () => undefined,
  );
  useEffect(() => {
    // A part that fails to download stays away; it is asked for again when next wanted.
    if (wanted && !loaded) part.load().catch(() => undefined);
  }, [part, wanted, loaded]);
  return loaded;
}
