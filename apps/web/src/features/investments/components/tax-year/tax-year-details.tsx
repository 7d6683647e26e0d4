import type {
  InterestIncome,
  Investment,
} from "@kosh/core/contracts/investments";
import {
  interestIncomeCsv,
  interestIncomeFileName,
} from "@kosh/core/deposits/interest-income-csv";
import { financialYearLabel } from "@kosh/core/deposits/interest-by-financial-year";
import type { ShownIncomeYear } from "@kosh/core/deposits/member-interest-year";
import { interestScheduleLabel } from "@kosh/core/deposits/interest-schedule";
import { formatLongDate } from "@kosh/core/format/date";
import { formatInr } from "@kosh/core/format/money";
import { downloadFile } from "../../../../components/download-file.ts";
import {
  FormField,
  inputClass,
} from "../../../../components/form/form-field.tsx";
import { Badge } from "../../../../components/ui/badge.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { useLocale } from "../../../../lib/i18n/locale.tsx";
import { useMessages } from "../../../../lib/i18n/messages.ts";
import { schemeNameMessages } from "../../../../lib/i18n/scheme-name-messages.ts";
import { depositMessages } from "../../messages/index.ts";
import { taxYearMessages } from "../../messages/tax-year/index.ts";

type IncomeYear = InterestIncome["years"][number];

interface TaxYearDetailsProps {
  years: IncomeYear[];
  /** The year shown: the family's, or one member's part. */
  year: ShownIncomeYear;
  investments: Investment[];
  current: string;
  onPick: (financialYear: string) => void;
}

/** One financial year: its total, each bank's share, each deposit's, and the CSV download. */
export function TaxYearDetails({
  years,
  year,
  investments,
  current,
  onPick,
}: TaxYearDetailsProps) {
  const t = useMessages(taxYearMessages);
  const words = useMessages(depositMessages);
  const schemeNames = useMessages(schemeNameMessages);
  const locale = useLocale();
  const byId = new Map(investments.map((entry) => [entry.id, entry]));
  const download = () =>
    downloadFile(
      interestIncomeFileName(year.financial_year),
      new Blob([interestIncomeCsv(year, investments, words)], {
        type: "text/csv;charset=utf-8",
      }),
    );
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label={t("year.label")} className="w-full sm:w-md">
          {(control) => (
            <select
              {...control}
              value={year.financial_year}
              onChange={(event) => onPick(event.target.value)}
              className={inputClass}
            >
              {years.map((entry) => (
                <option key={entry.financial_year} value={entry.financial_year}>
                  {entry.financial_year > current
                    ? t("year.projected", {
                        label: financialYearLabel(entry.financial_year, words),
                      })
                    : financialYearLabel(entry.financial_year, words)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <Button variant="secondary" onClick={download}>
          {t("download")}
        </Button>
      </div>
      <section
        aria-labelledby="tax-year-total"
        className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="tax-year-total" className="text-sm font-medium text-slate-600">
          {t("total.heading", { year: year.financial_year })}
        </h2>
        <p className="mt-1 text-3xl font-bold text-slate-900 tabular-nums">
          {formatInr(year.total)}
        </p>
        {year.exempt > 0 && (
          // Exempt interest (PPF, Sukanya Samriddhi) apart from what the return declares as income.
          <dl className="mt-3 grid gap-1 text-sm sm:max-w-md">
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-700">{t("total.taxable")}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {formatInr(year.taxable)}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-700">{t("total.exempt")}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {formatInr(year.exempt)}
              </dd>
            </div>
          </dl>
        )}
        {year.financial_year >= current && (
          <p className="mt-1 text-sm text-slate-600">{t("total.notOver")}</p>
        )}
      </section>
      <section aria-labelledby="tax-year-banks" className="space-y-2">
        <h2
          id="tax-year-banks"
          className="text-lg font-semibold text-slate-900"
        >
          {t("banks.heading")}
        </h2>
        <ul
          aria-labelledby="tax-year-banks"
          className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
        >
          {year.institutions.map((institution) => (
            <li
              key={institution.company_id}
              className="flex items-baseline justify-between gap-3 px-4 py-3"
            >
              <span className="min-w-0 text-slate-900">{institution.name}</span>
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatInr(institution.interest)}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tax-year-deposits" className="space-y-2">
        <h2
          id="tax-year-deposits"
          className="text-lg font-semibold text-slate-900"
        >
          {t("deposits.heading")}
        </h2>
        <ul
          aria-labelledby="tax-year-deposits"
          className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200"
        >
          {year.investments.map(({ id, interest, exempt }) => {
            const investment = byId.get(id);
            return (
              <li
                key={id}
                className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 px-4 py-3"
              >
                <span className="min-w-0">
                  <span className="block text-slate-900">
                    {investment
                      ? t("deposit.name", {
                          company: investment.investment_companies.name,
                          principal: formatInr(investment.principal_amount),
                          rate: investment.rate_of_interest,
                        })
                      : t("deposit.unknown")}
                  </span>
                  {investment && (
                    <span className="block text-sm text-slate-600">
                      {[
                        t("deposit.dates", {
                          start: formatLongDate(investment.start_date, locale),
                          end: formatLongDate(investment.end_date, locale),
                        }),
                        investment.scheme !== "term_deposit"
                          ? schemeNames(`scheme.${investment.scheme}`)
                          : investment.interest_schedule
                            ? interestScheduleLabel(
                                investment.interest_schedule,
                                words,
                              )
                            : t("deposit.noSchedule"),
                        ...(investment.account_number
                          ? [
                              t("deposit.account", {
                                number: investment.account_number,
                              }),
                            ]
                          : []),
                      ].join(" · ")}
                    </span>
                  )}
                </span>
                <span className="flex items-baseline gap-2">
                  {exempt && <Badge tone="green">{t("deposit.exempt")}</Badge>}
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {formatInr(interest)}
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
