import type { AdminUser } from "@kosh/core/contracts/admin-users";
import type { FormEvent } from "react";
import { useUpdateUser } from "../api/update-user.ts";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../components/form/form-buttons.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";

interface DisableUserFormProps {
  user: AdminUser;
  onDone: () => void;
  onCancel: () => void;
}

/** Asks before disabling: it signs the person out everywhere at once. */
export function DisableUserForm({
  user,
  onDone,
  onCancel,
}: DisableUserFormProps) {
  const t = useMessages(adminMessages);
  const update = useUpdateUser();

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { id: user.id, change: { disabled: true } },
      { onSuccess: onDone },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        {t("disable.before")}{" "}
        <strong className="break-all">{user.email}</strong>
        {t("disable.after")}
      </p>
      <FormAlert message={update.error?.message} />
      <FormButtons
        submitLabel={t("user.disable")}
        pendingLabel={t("disable.pending")}
        pending={update.isPending}
        onCancel={onCancel}
        danger
      />
    </form>
  );
}
