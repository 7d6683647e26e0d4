import type { UserStatus } from "@kosh/core/contracts/admin-users";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";

const TONES: Record<UserStatus, BadgeTone> = {
  invited: "paleAmber",
  active: "green",
  disabled: "slate",
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const t = useMessages(adminMessages);
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
