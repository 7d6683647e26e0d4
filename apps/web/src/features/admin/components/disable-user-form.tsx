import type { AdminUser } from "@kosh/core/contracts/admin-users";
import type { FormEvent } from "react";
import { useUpdateUser } from "../api/update-user.ts";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../components/form/form-buttons.tsx";

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
        Disable <strong className="break-all">{user.email}</strong>? They are
        signed out everywhere at once and cannot sign in until an admin enables
        them again. Their investments are kept.
      </p>
      <FormAlert message={update.error?.message} />
      <FormButtons
        submitLabel="Disable"
        pendingLabel="Disabling…"
        pending={update.isPending}
        onCancel={onCancel}
        danger
      />
    </form>
  );
}
