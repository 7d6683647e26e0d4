import { useEffect, useRef } from "react";

/**
 * The one behaviour of every popup (menus, the notification panel): Escape closes it and returns
 * focus to its button, a press outside its area closes it. Put `area` on the element holding
 * both the button and the panel, and `button` on the button.
 */
export function usePopover(open: boolean, close: () => void) {
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!area.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, close]);
  return { area, button };
}
