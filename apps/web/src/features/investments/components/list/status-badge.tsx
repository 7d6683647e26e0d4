import type { DisplayStatus } from "@kosh/core/investments/display-status";
import { Badge, type BadgeTone } from "../../../../components/ui/badge.tsx";

/**
 * Status colours (docs/product.md#investment-status): active green, matured orange, closed red,
 * renewed amber.
 */
const TONES: Record<DisplayStatus, BadgeTone> = {
  active: "green",
  matured: "orange",
  closed: "red",
  renewed: "amber",
};

const LABELS: Record<DisplayStatus, string> = {
  active: "Active",
  matured: "Matured",
  closed: "Closed",
  renewed: "Renewed",
};

export function StatusBadge({ status }: { status: DisplayStatus }) {
  return <Badge tone={TONES[status]}>{LABELS[status]}</Badge>;
}

/** Marks an investment that a renewal replaced. */
export function PreviousBadge() {
  return <Badge tone="quiet">Previous</Badge>;
}
