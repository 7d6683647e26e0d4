import { useRef, type KeyboardEvent } from "react";
import { Link } from "wouter";
import { Icon } from "../../components/ui/icon.tsx";
import { Popover } from "../../components/ui/popover.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { appMessages } from "../messages/index.ts";
import { CalculatorGroupLists } from "./calculator-group-lists.tsx";
import { useOpenHere } from "./use-open-here.ts";

/**
 * The signed-in top bar's Calculators dropdown: a disclosure button and the calculators' links
 * under their groups' names, in two columns (docs/product.md#layout), with arrow keys between the
 * links (across the groups), Escape to close and focus back on the button.
 */
export function CalculatorsMenu() {
  const { open, close, toggle } = useOpenHere();
  const panel = useRef<HTMLElement>(null);
  const t = useMessages(appMessages);

  const links = () =>
    Array.from(panel.current?.querySelectorAll<HTMLAnchorElement>("a") ?? []);

  const moveFocus = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    all.at((at + step + all.length) % all.length)?.focus();
  };

  return (
    <Popover
      open={open}
      onToggle={toggle}
      onClose={close}
      // Tabbing out of the menu closes it, so it never hides the page behind a lost focus.
      closeOnFocusOut
      className="relative"
      trigger={
        <>
          {t("nav.calculators")}
          <Icon
            name="chevronDown"
            className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
          />
        </>
      }
      triggerClassName="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      onTriggerKeyDown={(event) => {
        if (event.key === "ArrowDown" && open) {
          event.preventDefault();
          links()[0]?.focus();
        }
      }}
      panelRef={panel}
      panelClassName="absolute left-0 z-50 mt-2 w-[32rem] max-w-[calc(100vw-2rem)] columns-2 gap-2 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
    >
      <CalculatorGroupLists
        className="break-inside-avoid pb-2"
        labelClassName="px-3 pt-1.5 pb-1 text-xs font-semibold text-slate-500"
        link={(link) => (
          <Link
            href={link.href}
            onClick={close}
            onKeyDown={moveFocus}
            className="block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:bg-brand-50"
          >
            {link.label}
          </Link>
        )}
      />
    </Popover>
  );
}
