import {
  inviteUserRequest,
  type UserRole,
} from "@kosh/core/contracts/admin-users";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../components/form/form-buttons.tsx";
import { FormField, inputClass } from "../../../components/form/form-field.tsx";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
import { useInviteUser } from "../api/invite-user.ts";

interface InviteUserFormProps {
  onInvited: (email: string) => void;
  onCancel: () => void;
}

/** Invites an address with a role; the server mails them the link to sign in. */
export function InviteUserForm({ onInvited, onCancel }: InviteUserFormProps) {
  const invite = useInviteUser();
  const form = useContractForm({
    initial: { email: "", role: "user" as UserRole },
    schema: inviteUserRequest,
    labels: { email: "Email", role: "Role" },
    onEdit: () => invite.reset(),
  });

  const submit = form.submit((body) =>
    invite.mutate(body, { onSuccess: (user) => onInvited(user.email) }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">
        Kosh e-mails them a link to the sign-in page. They sign in with this
        address and a one-time code; there is no password.
      </p>
      <FormAlert message={invite.error?.message} />
      <FormField label="Email" error={form.errors.email}>
        {(control) => (
          <input
            {...control}
            {...form.text("email")}
            type="email"
            required
            autoComplete="off"
            placeholder="name@example.com"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label="Role" error={form.errors.role}>
        {(control) => (
          <select {...control} {...form.text("role")} className={inputClass}>
            <option value="user">User: tracks their own investments</option>
            <option value="admin">Admin: also manages lists and users</option>
          </select>
        )}
      </FormField>
      <FormButtons
        submitLabel="Send Invitation"
        pendingLabel="Inviting…"
        pending={invite.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
