import {
  USER_STATUS_LABELS,
  type UserStatus,
} from "@kosh/core/contracts/admin-users";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";

const TONES: Record<UserStatus, BadgeTone> = {
  invited: "paleAmber",
  active: "green",
  disabled: "slate",
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <Badge tone={TONES[status]}>{USER_STATUS_LABELS[status]}</Badge>;
}
