import { useId, useState } from "react";

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
  return (
    <button
      type="button"
      aria-expanded={toggle.expanded}
      aria-controls={toggle.controls}
      onClick={toggle.onToggle}
      className={`inline-flex items-center gap-1 rounded text-xs font-medium whitespace-nowrap text-brand-700 hover:underline ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={`size-3.5 fill-current transition-transform ${toggle.expanded ? "rotate-90" : ""}`}
      >
        <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
      </svg>
      {toggle.expanded ? "Hide" : "Show"} {toggle.previousCount} previous
    </button>
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
