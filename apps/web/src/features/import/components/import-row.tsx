import type {
  ImportAction,
  ImportDuplicate,
  ImportRow,
} from "@kosh/core/contracts/investment-import";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { inputClass } from "../../../components/form/form-field.tsx";
import { Badge, type BadgeTone } from "../../../components/ui/badge.tsx";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { type ReactNode, useState } from "react";
import { FormAlert } from "../../../components/form/form-alert.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useErrorText } from "../../../lib/i18n/error-messages.ts";
import { useAddEntry, useReferenceList } from "../../../lib/reference-lists.ts";
import { useSession } from "../../../lib/session.tsx";
import { importMessages } from "../messages/index.ts";

/** What the person chose for one row. */
export interface RowDecision {
  action?: ImportAction;
  company_id?: string;
  invest_type_id?: string;
}

interface ImportRowProps {
  row: ImportRow;
  decision: RowDecision;
  busy: boolean;
  /** A new action: nothing to read again. */
  onAction: (action: ImportAction) => void;
  /** A picked institution or type: the row is judged again. */
  onPick: (pick: Pick<RowDecision, "company_id" | "invest_type_id">) => void;
}

const OUTCOME_TONE: Record<ImportRow["outcome"], BadgeTone> = {
  import: "green",
  update: "brand",
  skip: "slate",
  refused: "red",
};

/**
 * One row of the preview (docs/product.md#import): what it says (an account's deposits the file
 * gives, by how many), its problems (line, field, why),
 * a pick for a name Kosh did not know (an admin may add it to the list from here), and beside a
 * duplicate the deposit it matches with skip, import anyway or update.
 */
export function ImportRowCard({
  row,
  decision,
  busy,
  onAction,
  onPick,
}: ImportRowProps) {
  const t = useMessages(importMessages);
  const locale = useLocale();
  const investment = row.investment;
  const unknownInstitution = investment !== null && row.company_id === null;
  const unknownType = investment !== null && row.invest_type_id === null;
  const isAdmin = useSession().user?.role === "admin";
  const term = (start: string, end: string | null) =>
    end
      ? `${formatLongDate(start, locale)} – ${formatLongDate(end, locale)}`
      : formatLongDate(start, locale);

  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">
          {t("rows.line", { line: row.line })}
          {investment && (
            <>
              {" · "}
              <span>{investment.institution}</span>
            </>
          )}
        </h3>
        <Badge tone={OUTCOME_TONE[row.outcome]}>
          {t(`outcome.${row.outcome}`)}
        </Badge>
      </div>
      {investment && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <Term label={t("rows.principal")}>
            {investment.principal_amount === null
              ? "—"
              : formatInr(investment.principal_amount)}
          </Term>
          <Term
            label={t("rows.rate")}
          >{`${investment.rate_of_interest} %`}</Term>
          <Term label={t("rows.term")}>
            {term(investment.start_date, investment.end_date)}
          </Term>
          <Term label={t("rows.account")}>
            {investment.account_number ?? investment.document_number ?? "—"}
          </Term>
          {investment.deposits && (
            <Term label={t("rows.deposits")}>
              {investment.deposits.length === 1
                ? t("rows.depositOne")
                : t("rows.depositCount", {
                    count: investment.deposits.length,
                  })}
            </Term>
          )}
        </dl>
      )}
      {row.problems.length > 0 && (
        <ul
          aria-label={t("rows.problems", { line: row.line })}
          className="list-disc space-y-1 pl-5 text-sm text-red-800"
        >
          {row.problems.map((problem, index) => (
            <li key={index}>{problem.message}</li>
          ))}
        </ul>
      )}
      {unknownInstitution && (
        <>
          <ListPick
            kind="companies"
            label={t("rows.pickInstitution", { name: investment.institution })}
            value={decision.company_id ?? ""}
            disabled={busy}
            onChange={(company_id) => onPick({ company_id })}
          />
          {isAdmin && (
            <AddInstitution
              name={investment.institution}
              disabled={busy}
              onAdded={(company_id) => onPick({ company_id })}
            />
          )}
        </>
      )}
      {unknownType && (
        <>
          <ListPick
            kind="invest-types"
            label={t("rows.pickType", { name: investment.type ?? "" })}
            value={decision.invest_type_id ?? ""}
            disabled={busy}
            onChange={(invest_type_id) => onPick({ invest_type_id })}
          />
          {isAdmin && investment.type && (
            <AddInvestType
              name={investment.type}
              disabled={busy}
              onAdded={(invest_type_id) => onPick({ invest_type_id })}
            />
          )}
        </>
      )}
      {row.duplicates.length > 0 && (
        <Duplicate
          line={row.line}
          existing={row.duplicates[0]!}
          action={decision.action ?? "skip"}
          disabled={busy}
          onAction={onAction}
        />
      )}
    </li>
  );
}

function Term({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** A select over one of Kosh's lists, for a name the file gave that Kosh did not know. */
function ListPick({
  kind,
  label,
  value,
  disabled,
  onChange,
}: {
  kind: "companies" | "invest-types";
  label: string;
  value: string;
  disabled: boolean;
  onChange: (id: string) => void;
}) {
  const t = useMessages(importMessages);
  const list = useReferenceList(kind);
  const entries = (list.data ?? []).map((entry) => ({
    id: entry.id,
    name: "name" in entry ? entry.name : entry.type_name,
  }));
  return (
    <label className="block space-y-1 text-sm font-medium text-slate-800">
      <span>{label}</span>
      <select
        value={value}
        disabled={disabled || list.isPending}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        className={inputClass}
      >
        <option value="">{t("rows.pick")}</option>
        {entries.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * An admin adds the file's institution to the list, with the type they choose, and the row takes
 * it (docs/product.md#import); the server's refusal (a name already listed) is said beside it.
 */
function AddInstitution({
  name,
  disabled,
  onAdded,
}: {
  name: string;
  disabled: boolean;
  onAdded: (id: string) => void;
}) {
  const t = useMessages(importMessages);
  const types = useReferenceList("company-types");
  const add = useAddEntry("companies");
  const [typeId, setTypeId] = useState("");
  return (
    <AddToList
      name={name}
      lead={t("rows.addInstitution", { name })}
      pending={add.isPending}
      error={add.error}
      disabled={disabled || !typeId}
      onAdd={() =>
        add.mutate(
          { name, company_type_id: typeId },
          { onSuccess: (company) => onAdded(company.id) },
        )
      }
    >
      <label className="min-w-48 flex-1 space-y-1 font-medium text-slate-800">
        <span>{t("rows.addInstitutionType", { name })}</span>
        <select
          value={typeId}
          disabled={disabled || add.isPending || types.isPending}
          onChange={(event) => setTypeId(event.target.value)}
          className={inputClass}
        >
          <option value="">{t("rows.pick")}</option>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.type_name}
            </option>
          ))}
        </select>
      </label>
    </AddToList>
  );
}

/** An admin adds the file's investment type to the list, and the row takes it. */
function AddInvestType({
  name,
  disabled,
  onAdded,
}: {
  name: string;
  disabled: boolean;
  onAdded: (id: string) => void;
}) {
  const t = useMessages(importMessages);
  const add = useAddEntry("invest-types");
  return (
    <AddToList
      name={name}
      lead={t("rows.addType", { name })}
      pending={add.isPending}
      error={add.error}
      disabled={disabled}
      onAdd={() =>
        add.mutate(
          { type_name: name },
          { onSuccess: (type) => onAdded(type.id) },
        )
      }
    />
  );
}

/** The frame both adds share: what an admin may do, what it asks (`children`), the button, a refusal. */
function AddToList({
  name,
  lead,
  pending,
  error,
  disabled,
  onAdd,
  children,
}: {
  name: string;
  lead: string;
  pending: boolean;
  error: Error | null;
  disabled: boolean;
  onAdd: () => void;
  children?: ReactNode;
}) {
  const t = useMessages(importMessages);
  const say = useErrorText();
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3 text-sm">
      <p className="text-slate-700">{lead}</p>
      <div className="flex flex-wrap items-end gap-2">
        {children}
        <Button
          variant="secondary"
          disabled={disabled || pending}
          onClick={onAdd}
        >
          {pending ? t("rows.adding") : t("rows.addToList", { name })}
        </Button>
      </div>
      <FormAlert message={error && say(error.message)} />
    </div>
  );
}

/** The deposit already in Kosh beside the row, and what to do: skip, import anyway or update. */
function Duplicate({
  line,
  existing,
  action,
  disabled,
  onAction,
}: {
  line: number;
  existing: ImportDuplicate;
  action: ImportAction;
  disabled: boolean;
  onAction: (action: ImportAction) => void;
}) {
  const t = useMessages(importMessages);
  const locale = useLocale();
  const companies = useReferenceList("companies");
  const company =
    companies.data?.find((entry) => entry.id === existing.company_id)?.name ??
    "";
  return (
    <div className="space-y-2 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200">
      <p className="text-sm text-amber-950">
        <Badge tone="amber">{t("rows.duplicate")}</Badge>{" "}
        {t("rows.duplicateOf")}{" "}
        <span className="font-medium">
          {[
            company,
            formatInr(existing.principal_amount),
            `${existing.rate_of_interest} %`,
            `${formatLongDate(existing.start_date, locale)} – ${formatLongDate(existing.end_date, locale)}`,
            existing.account_number ?? existing.document_number,
          ]
            .filter(Boolean)
            .join(" · ")}
        </span>
      </p>
      <fieldset>
        <legend className="sr-only">{t("rows.decision", { line })}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {(["skip", "import", "update"] as const).map((choice) => (
            <label
              key={choice}
              className="inline-flex items-center gap-2 text-sm text-slate-800"
            >
              <input
                type="radio"
                name={`import-line-${line}`}
                value={choice}
                checked={action === choice}
                disabled={disabled}
                onChange={() => onAction(choice)}
                className="size-4"
              />
              {t(`decision.${choice}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
