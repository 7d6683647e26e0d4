import type { InterestIncome, Investment } from "../contracts/investments.ts";
import { csvDocument } from "../format/csv.ts";
import { INTEREST_SCHEDULE_LABELS } from "./interest-schedule.ts";

type IncomeYear = InterestIncome["years"][number];

/** kosh-interest-2024-25.csv */
export const interestIncomeFileName = (financialYear: string) =>
  `kosh-interest-${financialYear}.csv`;

/**
 * One financial year's interest as a spreadsheet (docs/product.md#tax-year-interest): a row per
 * deposit with what identifies it at the bank, then a total row. Amounts are plain rupees.
 */
export function interestIncomeCsv(
  year: IncomeYear,
  investments: readonly Investment[],
): string {
  const byId = new Map(
    investments.map((investment) => [investment.id, investment]),
  );
  return csvDocument([
    [
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
    ],
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
        investment?.interest_schedule
          ? INTEREST_SCHEDULE_LABELS[investment.interest_schedule]
          : "Not recorded",
        interest,
      ];
    }),
    [year.financial_year, "Total", ...Array(9).fill(null), year.total],
  ]);
}
