import type { Company } from "@kosh/core/contracts/reference-lists";
import { createCompanyRequest } from "@kosh/core/contracts/reference-lists";
import { useState, type FormEvent } from "react";
import {
  useAddEntry,
  useReferenceList,
  useRenameEntry,
} from "../api/reference-lists.ts";
import { fieldErrors } from "./field-errors.ts";
import {
  FormAlert,
  FormButtons,
  FormField,
  inputClass,
} from "./form-controls.tsx";

interface CompanyFormProps {
  /** The company being changed; without one, a new company is added. */
  entry?: Company;
  onDone: (name: string) => void;
  onCancel: () => void;
}

const LABELS = { name: "Company name", company_type_id: "Company type" };
type Field = keyof typeof LABELS;

/** A company needs a name and a company type (docs/product.md#reference-lists). */
export function CompanyForm({ entry, onDone, onCancel }: CompanyFormProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: entry?.name ?? "",
    company_type_id: entry?.company_type_id ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const companyTypes = useReferenceList("company-types");
  const add = useAddEntry("companies");
  const rename = useRenameEntry("companies");
  const mutation = entry ? rename : add;

  function edit(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    mutation.reset();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = fieldErrors(createCompanyRequest, values, LABELS);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    const body = checked.data;
    const done = () => onDone(body.name);
    if (entry) rename.mutate({ id: entry.id, body }, { onSuccess: done });
    else add.mutate(body, { onSuccess: done });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={mutation.error?.message} />
      <FormField label="Company name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            required
            maxLength={100}
            value={values.name}
            onChange={(event) => edit("name", event.target.value)}
            placeholder="e.g. Saraswat Co-operative Bank"
            className={inputClass}
          />
        )}
      </FormField>
      <FormField
        label="Company type"
        error={errors.company_type_id ?? companyTypes.error?.message}
      >
        {(control) => (
          <select
            {...control}
            required
            value={values.company_type_id}
            onChange={(event) => edit("company_type_id", event.target.value)}
            disabled={companyTypes.isPending}
            className={inputClass}
          >
            <option value="">
              {companyTypes.isPending
                ? "Loading company types…"
                : "Select a company type"}
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
        submitLabel={entry ? "Save" : "Add company"}
        busyLabel={entry ? "Saving…" : "Adding…"}
        busy={mutation.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
