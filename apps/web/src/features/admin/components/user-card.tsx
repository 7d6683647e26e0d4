import type { AdminUser, UserRole } from "@kosh/core/contracts/admin-users";
import { Spinner } from "../../../components/spinner.tsx";
import { useUpdateUser } from "../api/update-user.ts";
import { lastSignInText } from "./last-sign-in.ts";
import { UserStatusBadge } from "./user-status-badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";

/** The columns of the users list on a wide screen; the header row uses the same. */
export const USER_COLUMNS =
  "lg:grid lg:grid-cols-[minmax(0,1fr)_7rem_6rem_14.5rem_6rem] lg:items-center lg:gap-4";

interface UserCardProps {
  user: AdminUser;
  isSelf: boolean;
  onDisable: () => void;
  /** Called after a change to the signed-in admin's own account, which may end their access. */
  onOwnAccountChanged: () => void;
}

/** One person: a card on a phone, a row of the list on a wide screen. */
export function UserCard({
  user,
  isSelf,
  onDisable,
  onOwnAccountChanged,
}: UserCardProps) {
  const t = useMessages(adminMessages);
  const locale = useLocale();
  const update = useUpdateUser();
  const change = (role?: UserRole, disabled?: boolean) =>
    update.mutate(
      { id: user.id, change: { role, disabled } },
      { onSuccess: () => isSelf && onOwnAccountChanged() },
    );

  return (
    <li
      className={`rounded-xl bg-white p-4 ring-1 ring-slate-200 lg:rounded-none lg:px-4 lg:py-3 lg:ring-0 ${USER_COLUMNS}`}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">
            {user.email}
          </span>
          {isSelf && (
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-600/30 ring-inset">
              {t("user.you")}
            </span>
          )}
        </p>
        {user.name && <p className="text-sm text-slate-600">{user.name}</p>}
        {user.invited_by && (
          <p className="text-xs text-slate-500">
            {t("user.invitedBy", { email: user.invited_by })}
          </p>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm lg:contents">
        <div>
          <dt className="text-xs font-medium text-slate-500 lg:sr-only">
            {t("users.role")}
          </dt>
          <dd className="mt-1 flex items-center gap-2 lg:mt-0">
            <select
              aria-label={t("user.roleOf", { email: user.email })}
              value={user.role}
              disabled={update.isPending}
              onChange={(event) => change(event.target.value as UserRole)}
              className="h-9 min-w-0 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 disabled:bg-slate-100"
            >
              <option value="user">{t("user.roleUser")}</option>
              <option value="admin">{t("user.roleAdmin")}</option>
            </select>
            {update.isPending && <Spinner />}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 lg:sr-only">
            {t("users.status")}
          </dt>
          <dd className="mt-1 lg:mt-0">
            <UserStatusBadge status={user.status} />
          </dd>
        </div>
        <div className="col-span-2 lg:col-span-1">
          <dt className="text-xs font-medium text-slate-500 lg:sr-only">
            {t("users.lastSignIn")}
          </dt>
          <dd className="mt-1 text-slate-700 lg:mt-0 lg:whitespace-nowrap">
            {lastSignInText(user.last_sign_in_at, t, locale)}
          </dd>
        </div>
      </dl>
      <div className="mt-3 lg:mt-0 lg:text-right">
        {user.status === "disabled" ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => change(undefined, false)}
            disabled={update.isPending}
            aria-label={t("user.enableNamed", { email: user.email })}
          >
            {t("user.enable")}
          </Button>
        ) : (
          !isSelf && (
            <Button
              variant="dangerOutline"
              size="sm"
              onClick={onDisable}
              disabled={update.isPending}
              aria-label={t("user.disableNamed", { email: user.email })}
            >
              {t("user.disable")}
            </Button>
          )
        )}
      </div>
      {update.error && (
        <p
          role="alert"
          className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200 lg:col-span-5 lg:mt-0"
        >
          {update.error.message}
        </p>
      )}
    </li>
  );
}
