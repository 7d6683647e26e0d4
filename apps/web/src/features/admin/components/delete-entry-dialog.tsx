import type { FormEvent } from "react";
import type { ReferenceListKind } from "../../../lib/reference-lists.ts";
import { useDeleteEntry } from "../api/delete-list-entry.ts";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../components/form/form-buttons.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";

interface DeleteEntryFormProps {
  kind: ReferenceListKind;
  entry: { id: string; name: string };
  onDone: () => void;
  onCancel: () => void;
}

/** Asks before deleting; when something still uses the entry, the server's 409 says what. */
export function DeleteEntryForm({
  kind,
  entry,
  onDone,
  onCancel,
}: DeleteEntryFormProps) {
  const t = useMessages(adminMessages);
  const remove = useDeleteEntry(kind);

  function submit(event: FormEvent) {
    event.preventDefault();
    remove.mutate(entry.id, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-700">
        {t("delete.before", { noun: t(`${kind}.noun`) })}{" "}
        <strong>{entry.name}</strong>
        {t("delete.after")}
      </p>
      <FormAlert message={remove.error?.message} />
      <FormButtons
        submitLabel={t("table.delete")}
        pendingLabel={t("delete.pending")}
        pending={remove.isPending}
        onCancel={onCancel}
        danger
      />
    </form>
  );
}
