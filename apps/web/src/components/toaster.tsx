import { Suspense } from "react";
import { useMessages } from "../lib/i18n/messages.ts";
import { createStore, useStore } from "../lib/store.ts";
import { componentMessages } from "./messages/index.ts";
import { Icon } from "./ui/icon.tsx";
import { IconButton } from "./ui/icon-button.tsx";

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

/**
 * The live region toasts appear in, mounted once by the app layout. It is always in the page,
 * even when empty, so screen readers announce each toast as it arrives; it takes the status role
 * only while it holds one, so an empty toaster is not a second status beside a page's own.
 */
export function Toaster() {
  const items = useStore(toasts);
  return (
    <div
      role={items.length > 0 ? "status" : undefined}
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:right-6 sm:bottom-6"
    >
      {/* The frame's toaster waits here, not the page, should a page show a toast without having
          loaded the controls' words (components/messages). */}
      <Suspense fallback={null}>
        {items.map((item) => (
          <Toast key={item.id} item={item} />
        ))}
      </Suspense>
    </div>
  );
}

function Toast({ item }: { item: ToastMessage }) {
  const t = useMessages(componentMessages);
  return (
    <div className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200">
      <Icon name="success" className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{item.title}</p>
        <p className="mt-0.5 text-sm text-slate-600">{item.message}</p>
      </div>
      <IconButton
        icon="close"
        label={t("toast.dismiss")}
        iconClassName="size-4"
        onClick={() => dismissToast(item.id)}
        className="-m-1 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
      />
    </div>
  );
}
