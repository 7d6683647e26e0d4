import { useEffect, useRef, type RefObject } from "react";
import { useMessages } from "../lib/i18n/messages.ts";
import { componentMessages } from "./messages/index.ts";
import { dismissToast, type ToastMessage } from "./toaster.tsx";
import { Icon } from "./ui/icon.tsx";
import { IconButton } from "./ui/icon-button.tsx";

/**
 * The room the toast takes under the top bar, as `--toast-space` on the document: on a phone,
 * where toasts sit there, what is focused or scrolled to clears the toast as well as the bar
 * (index.css; docs/product.md#layout).
 */
function useToastSpace(box: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const toast = box.current;
    if (!toast || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement.style;
    const keepFocusClear = () => keepFocusClearOf(toast);
    // The toast and the gap above it (toaster.tsx); index.css adds one under it.
    const observer = new ResizeObserver(() => {
      root.setProperty("--toast-space", `${toast.offsetHeight + 16}px`);
      keepFocusClear();
    });
    observer.observe(toast);
    // A smooth scroll under way as the toast took its room (the results brought into view by the
    // Calculate that showed it) ends where it was aimed before: looked at again when it ends.
    window.addEventListener("scrollend", keepFocusClear);
    return () => {
      observer.disconnect();
      window.removeEventListener("scrollend", keepFocusClear);
      root.removeProperty("--toast-space");
    };
  }, [box]);
}

/**
 * Focus may have moved before the toast took its room (the first toast's code loads after the
 * Calculate that focused the results): what the toast covers is scrolled clear of it, and of the
 * bar, as the new scroll padding says (WCAG 2.2 2.4.11, Focus Not Obscured).
 */
function keepFocusClearOf(toast: HTMLElement) {
  const focused = document.activeElement;
  if (
    !(focused instanceof HTMLElement) ||
    focused === document.body ||
    toast.contains(focused)
  )
    return;
  const covered = toast.getBoundingClientRect();
  const target = focused.getBoundingClientRect();
  if (target.top < covered.bottom && covered.top < target.bottom) {
    focused.scrollIntoView({ block: "nearest" });
  }
}

/** One toast: its title, its message and its dismiss button; loaded with the first (toaster.tsx). */
export function Toast({ item }: { item: ToastMessage }) {
  const t = useMessages(componentMessages);
  const box = useRef<HTMLDivElement>(null);
  useToastSpace(box);
  return (
    <div
      ref={box}
      className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl bg-white p-4 shadow-lg ring-1 ring-slate-200"
    >
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
