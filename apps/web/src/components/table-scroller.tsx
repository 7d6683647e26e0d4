import type { ReactNode } from "react";

interface TableScrollerProps {
  /** The id of the table's caption, which names the scrolling box. */
  captionId: string;
  className?: string;
  children: ReactNode;
}

/**
 * The box a wide or tall table scrolls in. A table without links or buttons gives the keyboard
 * nothing to land on, so the box itself takes focus (arrow keys then scroll it) and is named by
 * the table's caption (docs/architecture.md#accessibility). A shadow along its foot shows that more
 * rows wait below its edge, and goes at the last row (index.css, `.more-below`; no script).
 */
export function TableScroller({
  captionId,
  className = "",
  children,
}: TableScrollerProps) {
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className={`more-below overflow-auto rounded-xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${className}`}
    >
      {children}
    </div>
  );
}
