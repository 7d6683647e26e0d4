import type { DisplayStatus } from "@kosh/core/investments/display-status";

/**
 * Status colours (docs/product.md#investment-status): active green, matured orange, closed red,
 * renewed amber.
 */
const STYLES: Record<DisplayStatus, string> = {
  active: "bg-green-100 text-green-800 ring-green-600/20",
  matured: "bg-orange-100 text-orange-800 ring-orange-600/30",
  closed: "bg-red-100 text-red-800 ring-red-600/20",
  renewed: "bg-amber-100 text-amber-900 ring-amber-600/30",
};

const LABELS: Record<DisplayStatus, string> = {
  active: "Active",
  matured: "Matured",
  closed: "Closed",
  renewed: "Renewed",
};

export function StatusBadge({ status }: { status: DisplayStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}
    >
      {LABELS[status]}
    </span>
  );
}

/** Marks an investment that a renewal replaced. */
export function PreviousBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-300 ring-inset">
      Previous
    </span>
  );
}
