import {
  MOST_LUMP_SUMS,
  type LumpSum,
} from "@kosh/core/calculators/amortization";
import { formatInr } from "@kosh/core/format/money";
import { useState } from "react";
import { FormField, inputClass } from "../../../components/form/form-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useMessages } from "../../../lib/i18n/messages.ts";
import { amortizationMessages } from "../messages/amortization/index.ts";

/** A lump sum as typed: the month (the EMI's number) and the amount, each as text. */
export interface LumpSumRow {
  id: number;
  month: string;
  amount: string;
}

/** The loan a lump sum must fit: its months and the amount borrowed. */
export interface LoanBounds {
  months: number;
  principal: number;
}

/** A whole number as typed, with any grouping commas or spaces; NaN for anything else. */
function wholeNumber(text: string): number {
  const plain = text.replace(/[,\s]/g, "");
  return /^\d+$/.test(plain) ? Number(plain) : Number.NaN;
}

/** The fields of a row that cannot be used with this loan: a month within its tenure, ₹1 up to what was borrowed. */
function problems(row: LumpSumRow, loan: LoanBounds) {
  const month = wholeNumber(row.month);
  const amount = wholeNumber(row.amount);
  return {
    month: !(month >= 1 && month <= loan.months),
    amount: !(amount >= 1 && amount <= loan.principal),
  };
}

/** The rows that can be used, as the schedule takes them (docs/product.md#home-loan-with-extra-payments). */
export function usableLumpSums(
  rows: readonly LumpSumRow[],
  loan: LoanBounds,
): LumpSum[] {
  return rows
    .filter((row) => {
      const wrong = problems(row, loan);
      return !wrong.month && !wrong.amount;
    })
    .map((row) => ({
      month: wholeNumber(row.month),
      amount: wholeNumber(row.amount),
    }));
}

/** A row's two boxes, in order. */
const PARTS = ["month", "amount"] as const;

let nextId = 1;

/** Rows from a link's lump sums, or a new empty row. */
export function lumpSumRows(sums: readonly LumpSum[]): LumpSumRow[] {
  return sums.map((sum) => ({
    id: nextId++,
    month: String(sum.month),
    amount: String(sum.amount),
  }));
}

interface LumpSumsFieldProps {
  rows: readonly LumpSumRow[];
  loan: LoanBounds;
  onChange: (rows: LumpSumRow[]) => void;
}

/**
 * One-off prepayments, as many rows as the person adds (up to MOST_LUMP_SUMS): the month of the
 * EMI each follows and its amount, each box labelled with its row's number, and a message naming
 * the box once it holds what the loan cannot take (a month past the tenure, more than the loan).
 */
export function LumpSumsField({ rows, loan, onChange }: LumpSumsFieldProps) {
  const t = useMessages(amortizationMessages);
  // A box left empty says so once the person has left it; a wrong number says so at once.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const change = (id: number, part: "month" | "amount", text: string) =>
    onChange(
      rows.map((row) => (row.id === id ? { ...row, [part]: text } : row)),
    );
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium text-slate-800">
        {t("lumpSums.legend")}
      </legend>
      <p className="text-sm text-slate-500">{t("lumpSums.hint")}</p>
      {rows.map((row, index) => {
        const wrong = problems(row, loan);
        const number = index + 1;
        const shows = (part: "month" | "amount") =>
          wrong[part] && (row[part] !== "" || left.has(`${row.id}.${part}`));
        return (
          <div
            key={row.id}
            className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-start gap-2"
          >
            {PARTS.map((part) => (
              <FormField
                key={part}
                label={t(`lumpSums.${part}`, { number })}
                error={
                  shows(part)
                    ? t(`lumpSums.${part}Error`, {
                        number,
                        most:
                          part === "month"
                            ? loan.months
                            : formatInr(loan.principal),
                      })
                    : undefined
                }
              >
                {(control) => (
                  <input
                    {...control}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    className={inputClass}
                    value={row[part]}
                    onChange={(event) =>
                      change(row.id, part, event.target.value)
                    }
                    onBlur={() =>
                      setLeft((seen) => new Set(seen).add(`${row.id}.${part}`))
                    }
                  />
                )}
              </FormField>
            ))}
            <Button
              variant="ghostDanger"
              size="sm"
              className="mt-6"
              aria-label={t("lumpSums.removeNamed", { number })}
              onClick={() => onChange(rows.filter((other) => other !== row))}
            >
              {t("lumpSums.remove")}
            </Button>
          </div>
        );
      })}
      {rows.length < MOST_LUMP_SUMS && (
        <Button
          variant="primaryOutline"
          size="sm"
          onClick={() =>
            onChange([...rows, { id: nextId++, month: "", amount: "" }])
          }
        >
          {t("lumpSums.add")}
        </Button>
      )}
    </fieldset>
  );
}
