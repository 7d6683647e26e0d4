import type { Company } from "@kosh/core/contracts/reference-lists";
import { createCompanyRequest } from "@kosh/core/contracts/reference-lists";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { FormButtons } from "../../../components/form/form-buttons.tsx";
import { FormField, inputClass } from "../../../components/form/form-field.tsx";
import { useContractForm } from "../../../components/form/use-contract-form.ts";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useReferenceList } from "../../../lib/reference-lists.ts";
import { adminMessages } from "../messages/index.ts";
import { useAddEntry } from "../../../lib/reference-lists.ts";
import { useRenameEntry } from "../api/rename-list-entry.ts";

interface CompanyFormProps {
  /** The company being changed; without one, a new company is added. */
  entry?: Company;
  onDone: (name: string) => void;
  onCancel: () => void;
}

/** Adding or changing a company: it needs a name and a company type (docs/product.md#reference-lists). */
export function CompanyForm({ entry, onDone, onCancel }: CompanyFormProps) {
  const t = useMessages(adminMessages);
  const companyTypes = useReferenceList("company-types");
  const add = useAddEntry("companies");
  const rename = useRenameEntry("companies");
  const mutation = entry ? rename : add;
  const form = useContractForm({
    initial: {
      name: entry?.name ?? "",
      company_type_id: entry?.company_type_id ?? "",
    },
    schema: createCompanyRequest,
    labels: {
      name: t("companyForm.name"),
      company_type_id: t("companyForm.type"),
    },
    onEdit: () => mutation.reset(),
  });

  const submit = form.submit((body) => {
    const done = () => onDone(body.name);
    if (entry) rename.mutate({ id: entry.id, body }, { onSuccess: done });
    else add.mutate(body, { onSuccess: done });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={mutation.error?.message} />
      <FormField label={t("companyForm.name")} error={form.errors.name}>
        {(control) => (
          <input
            {...control}
            {...form.text("name")}
            required
            maxLength={100}
            placeholder={t("companyForm.nameExample")}
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label={t("companyForm.type")}
        error={form.errors.company_type_id ?? companyTypes.error?.message}
      >
        {(control) => (
          <select
            {...control}
            {...form.text("company_type_id")}
            required
            disabled={companyTypes.isPending}
            className={inputClass}
          >
            <option value="">
              {companyTypes.isPending
                ? t("companyForm.typeLoading")
                : t("companyForm.typeChoose")}
            </option>
            {(companyTypes.data ?? []).map((type) => (
              <option key={type.id} value={type.id}>
                {type.type_name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormButtons
        submitLabel={entry ? t("form.save") : t("companies.submit")}
        pendingLabel={entry ? t("form.saving") : t("form.adding")}
        pending={mutation.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
