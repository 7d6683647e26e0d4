import {
  USER_STATUS_LABELS,
  type UserStatus,
} from "@kosh/core/contracts/admin-users";

const STYLES: Record<UserStatus, string> = {
  invited: "bg-amber-50 text-amber-900 ring-amber-600/30",
  active: "bg-green-100 text-green-800 ring-green-600/20",
  disabled: "bg-slate-100 text-slate-700 ring-slate-400/40",
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}
    >
      {USER_STATUS_LABELS[status]}
    </span>
  );
}
