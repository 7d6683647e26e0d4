import {
  type ColumnMapping,
  IMPORT_FIELDS,
  type ImportField,
} from "@kosh/core/import/import-fields";
import { useState } from "react";
import { FormField, inputClass } from "../../../components/form/form-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { useReferenceList } from "../../../lib/reference-lists.ts";
import { importMessages, importWords } from "../messages/index.ts";

interface ColumnMappingProps {
  header: readonly string[];
  mapping: ColumnMapping;
  /** The type picked for rows that name none; undefined: Fixed Deposit. */
  fileType: string | undefined;
  busy: boolean;
  onApply: (mapping: ColumnMapping, fileType: string | undefined) => void;
}

/** The field each column holds, from a mapping of field → column. */
const fieldOfColumn = (mapping: ColumnMapping) =>
  new Map(
    (Object.entries(mapping) as [ImportField, number][]).map(
      ([field, column]) => [column, field],
    ),
  );

/**
 * The column mapping Kosh proposed, for the person to correct (docs/product.md#import): one select
 * per column of the header, then the rows read again by theirs; and the type of a file that names
 * none, a bank's list of its deposits.
 */
export function ColumnMappingSection({
  header,
  mapping,
  fileType,
  busy,
  onApply,
}: ColumnMappingProps) {
  const t = useMessages(importMessages);
  const words = useMessages(importWords);
  const types = useReferenceList("invest-types");
  const [columns, setColumns] = useState(() => fieldOfColumn(mapping));
  const [type, setType] = useState(fileType ?? "");

  const choose = (column: number, field: ImportField | "") => {
    const next = new Map(columns);
    // One column per field: choosing a field for this column takes it from any other.
    for (const [other, held] of next) if (held === field) next.delete(other);
    if (field) next.set(column, field);
    else next.delete(column);
    setColumns(next);
  };
  const chosen: ColumnMapping = Object.fromEntries(
    [...columns].map(([column, field]) => [field, column]),
  );
  const typed = [...columns.values()].includes("type");

  return (
    <section aria-labelledby="import-mapping" className="space-y-4">
      <h2 id="import-mapping" className="text-lg font-semibold text-slate-900">
        {t("mapping.heading")}
      </h2>
      <p className="text-sm text-slate-600">{t("mapping.intro")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        {header.map((name, column) => (
          <FormField
            key={column}
            label={t("mapping.column", { column: column + 1, header: name })}
          >
            {(control) => (
              <select
                {...control}
                value={columns.get(column) ?? ""}
                disabled={busy}
                onChange={(event) =>
                  choose(column, event.target.value as ImportField | "")
                }
                className={inputClass}
              >
                <option value="">{t("mapping.notImported")}</option>
                {IMPORT_FIELDS.map((field) => (
                  <option key={field} value={field}>
                    {words(`field.${field}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ))}
      </div>
      {!typed && (
        <FormField label={t("mapping.type")} hint={t("mapping.typeHint")}>
          {(control) => (
            <select
              {...control}
              value={type}
              disabled={busy || types.isPending}
              onChange={(event) => setType(event.target.value)}
              className={inputClass}
            >
              <option value="">{t("mapping.typeDefault")}</option>
              {(types.data ?? []).map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.type_name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <Button
        variant="primaryOutline"
        size="md"
        disabled={busy}
        onClick={() => onApply(chosen, typed ? undefined : type || undefined)}
      >
        {t("mapping.apply")}
      </Button>
    </section>
  );
}
