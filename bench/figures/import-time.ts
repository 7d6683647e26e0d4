import { investmentEndpoints } from "@kosh/core/api/investments";
import type { ImportInvestmentsAnswer } from "@kosh/core/contracts/investment-import";
import type { Mailbox } from "@kosh/testing/smtp-capture";
import { median } from "../median.ts";
import { invitedPortfolio } from "./investments-list.ts";

export interface ImportTime {
  previewMedianMs: number;
  previews: number;
  importMs: number;
  rows: number;
}

const ROWS = 1_000;
const PREVIEWS = 5;

/**
 * A person's own list of 1,000 deposits in Kosh's template (docs/product.md#import), every row
 * different: short names to match, Indian grouping, dd-mm-yyyy dates, account numbers.
 */
export function templateFile(rows = ROWS): string {
  const banks = ["SBI", "HDFC", "ICICI Bank", "Axis", "PNB", "Kotak"];
  const lines = [
    "Institution,Type,Holder,Principal,Rate,Start Date,End Date,Account Number",
  ];
  for (let index = 0; index < rows; index += 1) {
    const day = String(1 + (index % 28)).padStart(2, "0");
    const month = String(1 + (index % 12)).padStart(2, "0");
    const year = 2015 + (index % 10);
    lines.push(
      [
        banks[index % banks.length],
        "FD",
        "",
        `"${(10_000 + index * 100).toLocaleString("en-IN")}"`,
        `${5 + (index % 30) / 10} %`,
        `${day}-${month}-${year}`,
        `${day}-${month}-${year + 1 + (index % 5)}`,
        `IMPORT-${index}`,
      ].join(","),
    );
  }
  return lines.join("\r\n");
}

/**
 * The import as a person meets it (issue 31): a person the admin invites, with no investments,
 * sends a 1,000-row file for the preview (`?dry_run=true`, the median of 5, nothing written), then
 * imports it in one request (one transaction).
 */
export async function importTime(
  baseUrl: string,
  mailbox: Mailbox,
  adminToken: string,
): Promise<ImportTime> {
  const token = await invitedPortfolio(baseUrl, mailbox, adminToken, {
    email: "bench-importer@example.com",
    count: 0,
    localAddress: "127.0.0.3",
  });
  const csv = templateFile();
  const url = new URL(investmentEndpoints.import.path, baseUrl);
  const send = async (dryRun: boolean) => {
    const target = new URL(url);
    if (dryRun) target.searchParams.set("dry_run", "true");
    const started = performance.now();
    const response = await fetch(target, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "text/csv" },
      body: csv,
    });
    const answer = (await response.json()) as ImportInvestmentsAnswer;
    const elapsed = performance.now() - started;
    if (response.status !== 200 || answer.summary.import !== ROWS)
      throw new Error(
        `the import answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`,
      );
    return elapsed;
  };
  const previews: number[] = [];
  for (let run = 0; run < PREVIEWS; run += 1) previews.push(await send(true));
  const importMs = await send(false);
  return {
    previewMedianMs: median(previews),
    previews: PREVIEWS,
    importMs,
    rows: ROWS,
  };
}
