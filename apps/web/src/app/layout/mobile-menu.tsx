import { useRef } from "react";
import { Icon } from "../../components/ui/icon.tsx";
import { Popover } from "../../components/ui/popover.tsx";
import { useMessages } from "../../lib/i18n/messages.ts";
import { onDemand, useOnDemand } from "../../lib/on-demand.ts";
import type { User } from "../../lib/session.tsx";
import { appMessages } from "../messages/index.ts";
import { useOpenHere } from "./use-open-here.ts";

const PANEL_ID = "mobile-menu";

// The panel's items come in their own chunk, asked for as a pointer or focus reaches the button,
// so a first load that never opens the menu never fetches them
// (docs/decisions/0041-the-shell-loads-what-it-shows-on-demand.md).
const itemsPart = onDemand(() => import("./mobile-menu-items.tsx"));
const loadItems = () => void itemsPart.load().catch(() => undefined);

/**
 * Below the md breakpoint: a hamburger that opens the top bar's items as a list, the language
 * switch last, over a dimmed page that a tap closes it on (docs/product.md#layout). A press before the items are in opens the menu once they
 * are, never as an empty panel.
 */
export function MobileMenu({
  user,
  onLogout,
}: {
  user: User | null;
  onLogout: () => void;
}) {
  const { open, close, toggle } = useOpenHere();
  const items = useOnDemand(itemsPart, open);
  const waiting = useRef(false);
  const t = useMessages(appMessages);

  const onToggle = () => {
    if (items) return toggle();
    if (waiting.current) return;
    waiting.current = true;
    void itemsPart
      .load()
      .then(toggle, () => undefined)
      .finally(() => {
        waiting.current = false;
      });
  };

  return (
    <Popover
      open={open}
      onToggle={onToggle}
      onClose={close}
      onTriggerIntent={loadItems}
      className="md:hidden"
      label={t("nav.menu")}
      trigger={<Icon name={open ? "close" : "menu"} className="size-6" />}
      triggerClassName="flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      panelAs="nav"
      panelId={PANEL_ID}
      panelProps={{ "aria-label": t("nav.label") }}
      // top-bar and h-dvh, not inset-0: the top bar's backdrop-blur makes it what `fixed` is placed in.
      backdropClassName="fixed inset-x-0 top-bar h-dvh bg-slate-900/40"
      panelClassName="absolute inset-x-0 top-bar max-h-[calc(100dvh-var(--spacing-bar))] overflow-y-auto overscroll-y-contain border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg"
    >
      {items && (
        <items.MobileMenuItems user={user} onLogout={onLogout} close={close} />
      )}
    </Popover>
  );
}
