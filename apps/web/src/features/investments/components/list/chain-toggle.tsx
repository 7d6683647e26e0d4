import { useId, useState } from "react";
import { Button } from "../../../../components/ui/button.tsx";
import { Icon } from "../../../../components/ui/icon.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { investmentMessages } from "../../messages/index.ts";

export interface ChainToggle {
  expanded: boolean;
  previousCount: number;
  /** The ids of what the button shows and hides, space-separated. */
  controls: string;
  onToggle: () => void;
}

/**
 * "Show 2 previous": opens a renewal chain (docs/product.md#table-and-renewal-chains), in a table
 * row and on a card alike.
 */
export function ChainToggleButton({
  toggle,
  className = "",
}: {
  toggle: ChainToggle;
  className?: string;
}) {
  const t = useMessages(investmentMessages);
  return (
    <Button
      variant="link"
      aria-expanded={toggle.expanded}
      aria-controls={toggle.controls}
      onClick={toggle.onToggle}
      size="inline"
      className={`inline-flex items-center gap-1 text-xs whitespace-nowrap ${className}`}
    >
      <Icon
        name="chevronRight"
        className={`size-3.5 transition-transform ${toggle.expanded ? "rotate-90" : ""}`}
      />
      {t(toggle.expanded ? "chain.hide" : "chain.show", {
        count: toggle.previousCount,
      })}
    </Button>
  );
}

/**
 * A chain's open/closed state: the ids its previous investments take and the toggle for its
 * head, or none when nothing was renewed.
 */
export function useChainToggle(previousCount: number) {
  const [expanded, setExpanded] = useState(false);
  const groupId = useId();
  const previousIds = Array.from(
    { length: previousCount },
    (_, index) => `${groupId}-previous-${index}`,
  );
  const toggle: ChainToggle | undefined =
    previousCount > 0
      ? {
          expanded,
          previousCount,
          controls: previousIds.join(" "),
          onToggle: () => setExpanded((open) => !open),
        }
      : undefined;
  return { expanded, previousIds, toggle };
}
