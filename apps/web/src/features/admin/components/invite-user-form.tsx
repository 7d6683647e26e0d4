import {
  inviteUserRequest,
  type UserRole,
} from "@kosh/core/contracts/admin-users";
import { EmailAndRoleForm } from "../../../components/form/email-and-role-form.tsx";
import { useInviteUser } from "../api/invite-user.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";

interface InviteUserFormProps {
  onInvited: (email: string) => void;
  onCancel: () => void;
}

/** Invites an address with a role; the server mails them the link to sign in. */
export function InviteUserForm({ onInvited, onCancel }: InviteUserFormProps) {
  const t = useMessages(adminMessages);
  const invite = useInviteUser();
  const roles: { value: UserRole; label: string }[] = [
    { value: "user", label: t("invite.roleUser") },
    { value: "admin", label: t("invite.roleAdmin") },
  ];
  return (
    <EmailAndRoleForm
      roles={roles}
      initialRole="user"
      schema={inviteUserRequest}
      words={{
        email: t("invite.email"),
        emailExample: t("invite.emailExample"),
        role: t("invite.role"),
        submit: t("invite.submit"),
        pending: t("invite.pending"),
      }}
      send={(body) =>
        invite.mutate(body, { onSuccess: (user) => onInvited(user.email) })
      }
      pending={invite.isPending}
      refusal={invite.error?.message}
      onEdit={() => invite.reset()}
      onCancel={onCancel}
      lead={<p className="text-sm text-slate-600">{t("invite.intro")}</p>}
    />
  );
}
