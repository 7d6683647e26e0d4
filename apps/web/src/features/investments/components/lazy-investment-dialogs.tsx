import { lazy, Suspense, useEffect, useState } from "react";
import type { InvestmentDialogsProps } from "./investment-dialogs.tsx";

const load = () => import("./investment-dialogs.tsx");
const InvestmentDialogs = lazy(() =>
  load().then((module) => ({ default: module.InvestmentDialogs })),
);

/** Runs `task` when the browser has nothing else to do; answers how to call it off. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 50);
  return () => clearTimeout(handle);
}

/**
 * The four modals, in a chunk of their own: their forms bring zod and Radix's dialog, about half
 * the dashboard's script, which the first screen never shows. The chunk loads when a modal opens,
 * or once `loadWhenIdle` and the browser is idle, so a later click finds it in.
 */
export function LazyInvestmentDialogs({
  loadWhenIdle,
  ...props
}: InvestmentDialogsProps & { loadWhenIdle: boolean }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!loadWhenIdle || loaded) return;
    return whenIdle(() => {
      // A failed load is retried when a modal opens, by lazy() itself.
      load().then(
        () => setLoaded(true),
        () => undefined,
      );
    });
  }, [loadWhenIdle, loaded]);
  if (props.dialog === null && !loaded) return null;
  return (
    <Suspense fallback={null}>
      <InvestmentDialogs {...props} />
    </Suspense>
  );
}
