import { useState } from "react";
import { Modal } from "../../../components/modal.tsx";
import { toast } from "../../../components/toaster.tsx";
import { useSession } from "../../../lib/session.tsx";
import { useUsers } from "../api/get-users.ts";
import { DisableUserForm } from "./disable-user-form.tsx";
import { InviteUserForm } from "./invite-user-form.tsx";
import { ListFrame } from "./list-frame.tsx";
import { USER_COLUMNS, UserCard } from "./user-card.tsx";

type Dialog = { action: "invite" } | { action: "disable"; id: string } | null;

/** The Users tab: who may sign in, and the invitations that let them. */
export function UsersPanel() {
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
        title="Users"
        description="Kosh is invite-only: only these people can sign in."
        addLabel="Invite User"
        onAdd={() => setDialog({ action: "invite" })}
        state={users}
        count={users.data?.length}
        empty="Nobody is invited yet."
      >
        <div
          aria-hidden="true"
          className={`hidden px-4 text-xs font-semibold tracking-wide text-slate-600 uppercase ${USER_COLUMNS}`}
        >
          <span>User</span>
          <span>Role</span>
          <span>Status</span>
          <span>Last sign-in</span>
          <span className="text-right">Access</span>
        </div>
        <ul
          aria-label="Users, newest invitation first"
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
        title={dialog?.action === "invite" ? "Invite User" : "Disable User"}
      >
        {dialog?.action === "invite" && (
          <InviteUserForm
            onCancel={close}
            onInvited={(email) => {
              close();
              toast({
                title: "Invitation sent",
                message: `${email} can now sign in; the e-mail with the link is on its way.`,
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
                title: "User disabled",
                message: `${target.email} is signed out and cannot sign in.`,
              });
            }}
          />
        )}
      </Modal>
    </>
  );
}
