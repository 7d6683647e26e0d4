import {
  createCompanyTypeRequest,
  createInvestTypeRequest,
} from "@kosh/core/contracts/reference-lists";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../components/form/form-buttons.tsx";
import { FormField, inputClass } from "../../../components/form/form-field.tsx";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
import { useAddEntry } from "../../../lib/reference-lists.ts";
import { useRenameEntry } from "../api/rename-list-entry.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { adminMessages } from "../messages/index.ts";

type TypeKind = "company-types" | "invest-types";

interface TypeNameFormProps {
  kind: TypeKind;
  /** The type being renamed; without one, a new type is added. */
  entry?: { id: string; type_name: string };
  onDone: (typeName: string) => void;
  onCancel: () => void;
}

/**
 * Adding or renaming a company type or an investment type (docs/product.md#reference-lists):
 * both contracts need only type_name.
 */
export function TypeNameForm({
  kind,
  entry,
  onDone,
  onCancel,
}: TypeNameFormProps) {
  const t = useMessages(adminMessages);
  const add = useAddEntry(kind);
  const rename = useRenameEntry(kind);
  const mutation = entry ? rename : add;
  const form = useContractForm({
    initial: { type_name: entry?.type_name ?? "" },
    schema:
      kind === "company-types"
        ? createCompanyTypeRequest
        : createInvestTypeRequest,
    labels: { type_name: t("table.typeName") },
    onEdit: () => mutation.reset(),
  });

  const submit = form.submit((body) => {
    const done = () => onDone(body.type_name);
    if (entry) rename.mutate({ id: entry.id, body }, { onSuccess: done });
    else add.mutate(body, { onSuccess: done });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={mutation.error?.message} />
      <FormField label={t("table.typeName")} error={form.errors.type_name}>
        {(control) => (
          <input
            {...control}
            {...form.text("type_name")}
            required
            maxLength={100}
            placeholder={t(`${kind}.example`)}
            className={inputClass}
          />
        )}
      </FormField>
      <FormButtons
        submitLabel={entry ? t("form.save") : t(`${kind}.submit`)}
        pendingLabel={entry ? t("form.saving") : t("form.adding")}
        pending={mutation.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
