import { Suspense } from "react";
import { onDemand, useOnDemand } from "../lib/on-demand.ts";
import { createStore, useStore } from "../lib/store.ts";

export interface ToastMessage {
  id: number;
  title: string;
  message: string;
}

// A module-level queue: any code may call toast(); the one mounted <Toaster /> shows it.
const toasts = createStore<readonly ToastMessage[]>([]);
let nextId = 1;
const TOAST_DURATION_MS = 6000;

export function dismissToast(id: number) {
  toasts.set(toasts.get().filter((item) => item.id !== id));
}

/**
 * Shows a success notice for a few seconds (docs/product.md#history: the SIP and FD success
 * notices).
 */
export function toast({ title, message }: Omit<ToastMessage, "id">): number {
  const id = nextId;
  nextId += 1;
  // Three at most: a burst of calculations must not bury the page.
  toasts.set([...toasts.get(), { id, title, message }].slice(-3));
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

// A toast's own component comes in its own chunk with the first toast: a page that shows none
// never loads it (docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md).
const toastPart = onDemand(() => import("./toast.tsx"));

/**
 * The live region toasts appear in, mounted once by the app layout. It is always in the page,
 * even when empty, so screen readers announce each toast as it arrives; it takes the status role
 * only while it holds one, so an empty toaster is not a second status beside a page's own. A
 * toast is added to it once its component is in, and announced then.
 */
export function Toaster() {
  const items = useStore(toasts);
  const loaded = useOnDemand(toastPart, items.length > 0);
  return (
    <div
      role={items.length > 0 ? "status" : undefined}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      {/* The frame's toaster waits here, not the page, should a page show a toast without having
          loaded the controls' words (components/messages). */}
      <Suspense fallback={null}>
        {loaded &&
          items.map((item) => <loaded.Toast key={item.id} item={item} />)}
      </Suspense>
    </div>
  );
}
