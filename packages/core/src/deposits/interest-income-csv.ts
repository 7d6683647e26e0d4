import type { InterestIncome, Investment } from "../contracts/investments.ts";
import { csvDocument } from "../format/csv.ts";
import { translate, type Translate } from "../i18n/messages.ts";
import { interestScheduleLabel } from "./interest-schedule.ts";
import en from "./messages/en.ts";

type IncomeYear = InterestIncome["years"][number];

/** kosh-interest-2024-25.csv */
export const interestIncomeFileName = (financialYear: string) =>
  `kosh-interest-${financialYear}.csv`;

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
  "interest",
] as const;

/**
 * One financial year's interest as a spreadsheet (docs/product.md#tax-year-interest): a row per
 * deposit with what identifies it at the bank, then a total row. Amounts are plain rupees. The
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
  return csvDocument([
    COLUMNS.map((column) => t(`csv.${column}`)),
    ...year.investments.map(({ id, interest }) => {
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
        interest,
      ];
    }),
    [year.financial_year, t("csv.total"), ...Array(9).fill(null), year.total],
  ]);
}
