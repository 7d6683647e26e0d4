import { csvDocument } from "../format/csv.ts";
import { roundRupees } from "../format/money.ts";
import type { ScheduleRow } from "./amortization.ts";

/** The schedule's column names, in the language of the page that downloads it. */
export interface ScheduleCsvHeader {
  month: string;
  emi: string;
  principal: string;
  interest: string;
  extraPayment: string;
  balance: string;
  cumulativeInterest: string;
}

/**
 * The schedule as CSV (`csvDocument`: RFC 4180 line endings, and the byte-order mark Excel needs
 * to read a Hindi header) in whole rupees without grouping, so a spreadsheet reads every amount as
 * a number. The header is in the page's language (docs/decisions/0038-hindi-with-typed-dictionaries.md).
 */
export function scheduleCsv(
  schedule: readonly ScheduleRow[],
  header: ScheduleCsvHeader,
): string {
  return csvDocument([
    [
      header.month,
      header.emi,
      header.principal,
      header.interest,
      header.extraPayment,
      header.balance,
      header.cumulativeInterest,
    ],
    ...schedule.map((row) => [
      row.month,
      roundRupees(row.payment),
      roundRupees(row.principal),
      roundRupees(row.interest),
      roundRupees(row.extraPayment),
      roundRupees(row.balance),
      roundRupees(row.cumulativeInterest),
    ]),
  ]);
}
