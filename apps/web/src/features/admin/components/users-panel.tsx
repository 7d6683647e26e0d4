import { useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { toast } from "../../../components/toaster.tsx";
import { useSession } from "../../../lib/session.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";
import { useUsers } from "../api/get-users.ts";
import { DisableUserForm } from "./disable-user-form.tsx";
import { InviteUserForm } from "./invite-user-form.tsx";
import { ListFrame } from "./list-frame.tsx";
import { USER_COLUMNS, UserCard } from "./user-card.tsx";

type Dialog = { action: "invite" } | { action: "disable"; id: string } | null;

/** The Users tab: who may sign in, and the invitations that let them. */
export function UsersPanel() {
  const t = useMessages(adminMessages);
  const users = useUsers();
  const { user: me, refreshProfile } = useSession();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const target =
    dialog?.action === "disable"
      ? users.data?.find((user) => user.id === dialog.id)
      : undefined;

  return (
    <>
      <ListFrame
        title={t("tabs.users")}
        description={t("users.description")}
        addLabel={t("users.invite")}
        onAdd={() => setDialog({ action: "invite" })}
        state={users}
        count={users.data?.length}
        empty={t("users.empty")}
      >
        <div
          aria-hidden="true"
          className={`hidden px-4 text-xs font-semibold tracking-wide text-slate-600 uppercase ${USER_COLUMNS}`}
        >
          <span>{t("users.user")}</span>
          <span>{t("users.role")}</span>
          <span>{t("users.status")}</span>
          <span>{t("users.lastSignIn")}</span>
          <span className="text-right">{t("users.access")}</span>
        </div>
        <ul
          aria-label={t("users.list")}
          className="space-y-3 lg:space-y-0 lg:divide-y lg:divide-slate-100 lg:overflow-hidden lg:rounded-xl lg:bg-white lg:shadow-sm lg:ring-1 lg:ring-slate-200"
        >
          {(users.data ?? []).map((user) => (
            <UserCard
              key={user.id}
              user={user}
              isSelf={user.id === me?.id}
              onDisable={() => setDialog({ action: "disable", id: user.id })}
              // Stepping down ends this admin's access: the page follows the new role.
              onOwnAccountChanged={() => void refreshProfile()}
            />
          ))}
        </ul>
      </ListFrame>
      <Modal
        open={dialog?.action === "invite" || target !== undefined}
        onOpenChange={(open) => !open && close()}
        title={
          dialog?.action === "invite"
            ? t("users.invite")
            : t("users.disableTitle")
        }
      >
        {dialog?.action === "invite" && (
          <InviteUserForm
            onCancel={close}
            onInvited={(email) => {
              close();
              toast({
                title: t("users.invited"),
                message: t("users.invitedBody", { email }),
              });
            }}
          />
        )}
        {target && (
          <DisableUserForm
            user={target}
            onCancel={close}
            onDone={() => {
              close();
              toast({
                title: t("users.disabled"),
                message: t("users.disabledBody", { email: target.email }),
              });
            }}
          />
        )}
      </Modal>
    </>
  );
}
