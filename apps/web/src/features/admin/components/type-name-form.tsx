import {
  createCompanyTypeRequest,
  createInvestTypeRequest,
} from "@kosh/core/contracts/reference-lists";
import { useState, type FormEvent } from "react";
import { useAddEntry, useRenameEntry } from "../api/reference-lists.ts";
import { fieldErrors } from "./field-errors.ts";
import {
  FormAlert,
  FormButtons,
  FormField,
  inputClass,
} from "./form-controls.tsx";
import { LIST_LABELS } from "./list-labels.ts";

type TypeKind = "company-types" | "invest-types";

interface TypeNameFormProps {
  kind: TypeKind;
  /** The type being renamed; without one, a new type is added. */
  entry?: { id: string; type_name: string };
  onDone: (typeName: string) => void;
  onCancel: () => void;
}

const LABELS = { type_name: "Type name" };

/**
 * Types need type_name (docs/product.md#reference-lists). Company and investment types share one
 * contract shape.
 */
export function TypeNameForm({
  kind,
  entry,
  onDone,
  onCancel,
}: TypeNameFormProps) {
  const [typeName, setTypeName] = useState(entry?.type_name ?? "");
  const [error, setError] = useState<string | undefined>();
  const add = useAddEntry(kind);
  const rename = useRenameEntry(kind);
  const mutation = entry ? rename : add;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = fieldErrors(
      kind === "company-types"
        ? createCompanyTypeRequest
        : createInvestTypeRequest,
      { type_name: typeName },
      LABELS,
    );
    if (checked.errors) {
      setError(checked.errors.type_name);
      return;
    }
    const body = checked.data;
    const done = () => onDone(body.type_name);
    if (entry) rename.mutate({ id: entry.id, body }, { onSuccess: done });
    else add.mutate(body, { onSuccess: done });
  }

  const noun = LIST_LABELS[kind].noun;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <FormAlert message={mutation.error?.message} />
      <FormField label="Type name" error={error}>
        {(control) => (
          <input
            {...control}
            required
            maxLength={100}
            value={typeName}
            onChange={(event) => {
              setTypeName(event.target.value);
              setError(undefined);
              mutation.reset();
            }}
            placeholder={
              kind === "company-types"
                ? "e.g. Cooperative Bank"
                : "e.g. Sovereign Gold Bond"
            }
            className={inputClass}
          />
        )}
      </FormField>
      <FormButtons
        submitLabel={entry ? "Save" : `Add ${noun}`}
        busyLabel={entry ? "Saving…" : "Adding…"}
        busy={mutation.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
