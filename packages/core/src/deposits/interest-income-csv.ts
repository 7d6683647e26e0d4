import type { InterestIncome, Investment } from "../contracts/investments.ts";
import { csvDocument } from "../format/csv.ts";
import { translate, type Translate } from "../i18n/messages.ts";
import { interestScheduleLabel } from "./interest-schedule.ts";
import en from "./messages/en.ts";

/** What the spreadsheet reads of a year: the family's figures, not each member's part. */
type IncomeYear = Omit<InterestIncome["years"][number], "members">;

/** kosh-interest-2024-25.csv */
export const interestIncomeFileName = (financialYear: string) =>
  `kosh-interest-${financialYear}.csv`;

/** The columns that say which deposit a row is; the tax (in a year with exempt interest) and the interest follow. */
const COLUMNS = [
  "financial_year",
  "company",
  "type",
  "account_number",
  "document_number",
  "principal_amount",
  "rate_of_interest",
  "start_date",
  "end_date",
  "status",
  "interest_schedule",
] as const;

/**
 * One financial year's interest as a spreadsheet (docs/product.md#tax-year-interest): a row per
 * deposit with what identifies it at the bank, then a total row. A year with exempt interest (PPF,
 * Sukanya Samriddhi) also says each row's tax (exempt or taxable) and ends with the exempt and the
 * taxable totals (docs/product.md#schemes-in-my-investments). Amounts are plain rupees. The
 * headers and the words Kosh writes (the schedule, "Total") are in the language of `t`, as the page
 * that downloads it; the values stay as the API gives them, so a spreadsheet reads them alike.
 */
export function interestIncomeCsv(
  year: IncomeYear,
  investments: readonly Investment[],
  t: Translate<typeof en> = translate(en),
): string {
  const byId = new Map(
    investments.map((investment) => [investment.id, investment]),
  );
  const withTax = year.exempt > 0;
  const tax = (exempt: boolean) =>
    withTax ? [t(exempt ? "csv.exempt" : "csv.taxable")] : [];
  const totalRow = (label: string, amount: number) => [
    year.financial_year,
    label,
    ...Array(COLUMNS.length - 2 + (withTax ? 1 : 0)).fill(null),
    amount,
  ];
  return csvDocument([
    [
      ...COLUMNS.map((column) => t(`csv.${column}`)),
      ...(withTax ? [t("csv.tax")] : []),
      t("csv.interest"),
    ],
    ...year.investments.map(({ id, interest, exempt }) => {
      const investment = byId.get(id);
      return [
        year.financial_year,
        investment?.investment_companies.name,
        investment?.invest_types.type_name,
        investment?.account_number,
        investment?.document_number,
        investment?.principal_amount,
        investment?.rate_of_interest,
        investment?.start_date,
        investment?.end_date,
        investment?.status,
        interestScheduleLabel(investment?.interest_schedule ?? null, t),
        ...tax(exempt),
        interest,
      ];
    }),
    totalRow(t("csv.total"), year.total),
    ...(withTax
      ? [
          totalRow(t("csv.exemptTotal"), year.exempt),
          totalRow(t("csv.taxableTotal"), year.taxable),
        ]
      : []),
  ]);
}
