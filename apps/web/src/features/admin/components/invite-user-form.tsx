import {
  inviteUserRequest,
  type UserRole,
} from "@kosh/core/contracts/admin-users";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../components/form/form-buttons.tsx";
import { FormField, inputClass } from "../../../components/form/form-field.tsx";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
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
  const form = useContractForm({
    initial: { email: "", role: "user" as UserRole },
    schema: inviteUserRequest,
    labels: { email: t("invite.email"), role: t("invite.role") },
    onEdit: () => invite.reset(),
  });

  const submit = form.submit((body) =>
    invite.mutate(body, { onSuccess: (user) => onInvited(user.email) }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">{t("invite.intro")}</p>
      <FormAlert message={invite.error?.message} />
      <FormField label={t("invite.email")} error={form.errors.email}>
        {(control) => (
          <input
            {...control}
            {...form.text("email")}
            type="email"
            required
            autoComplete="off"
            placeholder={t("invite.emailExample")}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField label={t("invite.role")} error={form.errors.role}>
        {(control) => (
          <select {...control} {...form.text("role")} className={inputClass}>
            <option value="user">{t("invite.roleUser")}</option>
            <option value="admin">{t("invite.roleAdmin")}</option>
          </select>
        )}
      </FormField>
      <FormButtons
        submitLabel={t("invite.submit")}
        pendingLabel={t("invite.pending")}
        pending={invite.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
