import {
  useEffect,
  useId,
  useRef,
  type HTMLAttributes,
  type KeyboardEventHandler,
  type ReactNode,
  type Ref,
} from "react";

/**
 * Whether `target` is in a dialog opened over the popup (a confirmation its panel asked for), not
 * one the popup itself is in: what happens there is the dialog's, and leaves the popup open.
 */
function inDialogOver(popup: Element | null, target: EventTarget | null) {
  const dialog =
    target instanceof Element ? target.closest('[role="dialog"]') : null;
  return dialog !== null && !(popup && dialog.contains(popup));
}

/**
 * The one behaviour of every popup (menus, the notification panel): Escape closes it and returns
 * focus to its button, a press outside its area closes it. Put `area` on the element holding
 * both the button and the panel, and `button` on the button. Only `Popover` below uses it, so
 * every popup has it once (docs/decisions/0037-one-control-layer-and-store.md). A press or an
 * Escape in a dialog the panel opened (its Clear all's confirmation) is the dialog's alone.
 */
function usePopover(open: boolean, close: () => void) {
  const area = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || inDialogOver(area.current, event.target))
        return;
      close();
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (
        !area.current?.contains(target) &&
        !inDialogOver(area.current, target)
      )
        close();
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

interface PopoverProps {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  /** What the button shows: its text, or an `Icon` with `label`. */
  trigger: ReactNode;
  /** The button's accessible name, when `trigger` has no text of its own. */
  label?: string;
  triggerClassName: string;
  onTriggerKeyDown?: KeyboardEventHandler<HTMLButtonElement>;
  /**
   * The person is about to press the button (a pointer over it or down on it, focus on it): a
   * panel whose contents load on demand starts loading them.
   */
  onTriggerIntent?: () => void;
  /** The panel's element: a list of links is a `ul`, a navigation a `nav`. */
  panelAs?: "div" | "ul" | "nav";
  /** The panel's id, when something else names it; a generated one otherwise. */
  panelId?: string;
  panelClassName: string;
  /** The panel's role and name (`role`, `aria-label`, `aria-labelledby`). */
  panelProps?: Pick<
    HTMLAttributes<HTMLElement>,
    "role" | "aria-label" | "aria-labelledby"
  >;
  panelRef?: Ref<HTMLElement>;
  /** Tabbing out of the area closes the popup too (a menu of links). */
  closeOnFocusOut?: boolean;
  /**
   * While open, a layer with these classes over the page (where it lies is the caller's): a tap
   * on it closes the popup and reaches nothing beneath (the phone's menu, docs/product.md#layout).
   */
  backdropClassName?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A disclosure button and its panel, with `usePopover`'s Escape, outside press and focus return.
 * The panel follows the button in the document, so Tab goes from the button into it.
 */
export function Popover({
  open,
  onToggle,
  onClose,
  trigger,
  label,
  triggerClassName,
  onTriggerKeyDown,
  onTriggerIntent,
  panelAs: Panel = "div",
  panelId,
  panelClassName,
  panelProps,
  panelRef,
  closeOnFocusOut = false,
  backdropClassName,
  className,
  children,
}: PopoverProps) {
  const { area, button } = usePopover(open, onClose);
  const generatedId = useId();
  const id = panelId ?? generatedId;
  return (
    <div
      ref={area}
      className={className}
      onBlur={
        closeOnFocusOut
          ? (event) => {
              if (!area.current?.contains(event.relatedTarget as Node | null))
                onClose();
            }
          : undefined
      }
    >
      {open && backdropClassName !== undefined && (
        // Inside the area, so the press that lands on it does not close the popup before the
        // click: the whole tap is the layer's, and the footer beneath never sees it.
        <div
          aria-hidden="true"
          onClick={onClose}
          className={backdropClassName}
        />
      )}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={label}
        onClick={onToggle}
        onKeyDown={onTriggerKeyDown}
        onPointerEnter={onTriggerIntent}
        onPointerDown={onTriggerIntent}
        onFocus={onTriggerIntent}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <Panel
        ref={panelRef as Ref<never>}
        id={id}
        hidden={!open}
        className={panelClassName}
        {...panelProps}
      >
        {children}
      </Panel>
    </div>
  );
}
