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
 * notices). One at a time: a new one replaces the one on screen, so a burst of calculations never
 * piles them up (docs/product.md#layout).
 */
export function toast({ title, message }: Omit<ToastMessage, "id">): number {
  const id = nextId;
  nextId += 1;
  toasts.set([{ id, title, message }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

/**
 * Resolves once a toast just asked for is drawn (its component in, two frames on), so what is
 * scrolled to next clears it (the page's scroll-padding counts it; index.css).
 */
export function toastDrawn(): Promise<void> {
  return toastPart
    .load()
    .then(
      () =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
}

// A toast's own component comes in its own chunk with the first toast: a page that shows none
// never loads it (docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md).
const toastPart = onDemand(() => import("./toast.tsx"));

/**
 * The live region toasts appear in, mounted once by the app layout. It is always in the page,
 * even when empty, so screen readers announce each toast as it arrives; it takes the status role
 * only while it holds one, so an empty toaster is not a second status beside a page's own. A
 * toast is added to it once its component is in, and announced then. On a phone it sits under the
 * top bar, where it covers no action the person is reaching for at the foot of the screen and
 * pushes what is scrolled to below it; on a wider screen, at the bottom right. It sits under a
 * dialog's backdrop, never over it (docs/product.md#layout).
 */
export function Toaster() {
  const items = useStore(toasts);
  const loaded = useOnDemand(toastPart, items.length > 0);
  return (
    <div
      role={items.length > 0 ? "status" : undefined}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-2 top-[calc(var(--spacing-bar)+0.5rem)] z-30 flex flex-col items-end gap-2 sm:inset-x-auto sm:top-auto sm:right-6 sm:bottom-6"
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
