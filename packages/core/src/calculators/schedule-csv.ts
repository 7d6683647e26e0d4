import { roundRupees } from "../format/money.ts";
import type { ScheduleRow } from "./amortization.ts";

const HEADER = [
  "Month",
  "EMI",
  "Principal",
  "Interest",
  "Extra Payment",
  "Balance",
  "Cumulative Interest",
];

/**
 * The schedule as CSV (RFC 4180 line endings) in whole rupees without grouping,
 * so a spreadsheet reads every amount as a number.
 */
export function scheduleCsv(schedule: readonly ScheduleRow[]): string {
  const lines = [HEADER.join(",")];
  for (const row of schedule) {
    lines.push(
      [
        row.month,
        roundRupees(row.payment),
        roundRupees(row.principal),
        roundRupees(row.interest),
        roundRupees(row.extraPayment),
        roundRupees(row.balance),
        roundRupees(row.cumulativeInterest),
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}
