import {
  amortizationSchedule,
  scheduleByYear,
  type YearBasis,
} from "@kosh/core/calculators/amortization";
import { todayIso } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { useDeferredValue, useMemo, useState } from "react";
import { ChoiceField } from "../../components/choice-field.tsx";
import { DateField } from "../../components/form/date-field.tsx";
import { FiguresTable } from "../../components/ui/table.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useMessages } from "../../lib/i18n/messages.ts";
import { RingSection } from "./ring-sections.tsx";
import { homeLoanMessages } from "./messages/home-loan/index.ts";

export interface HomeLoanValues {
  principal: number;
  rate: number;
  tenure: number;
}

const BASES = ["financial", "calendar"] as const satisfies readonly YearBasis[];

/** A month as `<input type="month">` writes it: 2026-04. */
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A financial year by the year it starts in: 2026 is 2026–27. */
function yearLabel(year: number, basis: YearBasis): string {
  return basis === "calendar"
    ? String(year)
    : `${year}–${String((year + 1) % 100).padStart(2, "0")}`;
}

/**
 * The home loan's principal against its interest as the calculators' ring, and what each calendar
 * or financial year pays of both from the month of the first EMI (docs/product.md#home-loan-by-year).
 * The month defaults to this one, read from the clock once the page is the browser's.
 */
export function HomeLoanYears({
  values,
  principalLabel,
  interestLabel,
}: {
  values: HomeLoanValues;
  principalLabel: string;
  interestLabel: string;
}) {
  const t = useMessages(homeLoanMessages);
  const hydrated = useHydrated();
  const loan = useDeferredValue(values);
  const [basis, setBasis] = useState<YearBasis>("financial");
  const [typed, setTyped] = useState<string | null>(null);
  const [firstEmi, setFirstEmi] = useState<string | null>(null);
  const shownMonth =
    firstEmi ?? (hydrated ? todayIso().slice(0, 7) : undefined);
  const schedule = useMemo(
    () =>
      amortizationSchedule({
        ...loan,
        extraPaymentAmount: 0,
        extraPaymentFrequency: "monthly",
      }),
    [loan],
  );
  const years = useMemo(() => {
    const match = shownMonth && MONTH.exec(shownMonth);
    return match
      ? scheduleByYear(schedule, Number(match[1]), Number(match[2]), basis)
      : [];
  }, [schedule, shownMonth, basis]);
  const interest = schedule.at(-1)?.cumulativeInterest ?? 0;
  const invalid = typed !== null && !MONTH.test(typed);

  return (
    <RingSection
      heading={t("heading")}
      totalLabel={t("total")}
      parts={[
        { label: principalLabel, amount: loan.principal },
        { label: interestLabel, amount: interest },
      ]}
    >
      <div className="min-w-0 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <ChoiceField
            name="year-basis"
            legend={t("basis")}
            options={BASES.map((option) => ({
              value: option,
              label: t(option),
            }))}
            value={basis}
            onChange={setBasis}
          />
          <DateField
            type="month"
            label={t("firstEmi")}
            hint={t("firstEmiHint")}
            error={invalid ? t("firstEmiError") : undefined}
            value={typed ?? shownMonth ?? ""}
            onChange={(month) => {
              setTyped(month);
              if (MONTH.test(month)) setFirstEmi(month);
            }}
          />
        </div>
        {years.length > 0 && (
          <FiguresTable
            caption={t(`caption.${basis}`)}
            columns={[
              t(basis),
              t("principal"),
              t("interest"),
              t("totalPayment"),
              t("balance"),
            ]}
            scrollClassName="max-h-96"
          >
            {years.map((row) => (
              <tr key={row.year}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {yearLabel(row.year, basis)}
                </th>
                <td className="px-3 py-2">{formatInr(row.principal)}</td>
                <td className="px-3 py-2">{formatInr(row.interest)}</td>
                <td className="px-3 py-2">
                  {formatInr(row.principal + row.interest)}
                </td>
                <td className="px-3 py-2 font-medium">
                  {formatInr(row.balance)}
                </td>
              </tr>
            ))}
          </FiguresTable>
        )}
      </div>
    </RingSection>
  );
}
