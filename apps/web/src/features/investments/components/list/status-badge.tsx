import type { DisplayStatus } from "@kosh/core/investments/display-status";
import { Badge, type BadgeTone } from "../../../../components/ui/badge.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import {
  investmentMessages,
  investmentStatusMessages,
} from "../../messages/index.ts";

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

export function StatusBadge({ status }: { status: DisplayStatus }) {
  const t = useMessages(investmentStatusMessages);
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}

/** Marks an investment that a renewal replaced. */
export function PreviousBadge() {
  const t = useMessages(investmentMessages);
  return <Badge tone="quiet">{t("badge.previous")}</Badge>;
}
