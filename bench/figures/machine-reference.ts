import { performance } from "node:perf_hooks";
import { median } from "../median.ts";
import { type Figure, informational, thisMachine } from "../report.ts";

/** Objects in the reference list, as many as the heaviest person's investments. */
const ITEMS = 1_000;
const WARM_UP_ROUNDS = 10;
const TIMED_ROUNDS = 40;
/** The figure's name, under which a failed measurement is reported too. */
export const MACHINE_REFERENCE =
  "this machine: JSON of 1,000 investment-shaped objects";

/** An id as the API writes one, the same for the same number on every run. */
const idOf = (kind: number, index: number) =>
  `${kind.toString(16).padStart(8, "0")}-0000-4000-8000-${index.toString(16).padStart(12, "0")}`;

/**
 * A list shaped like the investments list the server writes (26 fields: ids, dates, amounts,
 * nulls, short lists and two names), built here so that no change to Kosh moves it.
 */
function referenceList(): Record<string, unknown>[] {
  return Array.from({ length: ITEMS }, (_, index) => ({
    id: idOf(1, index),
    company_id: idOf(2, index % 40),
    invest_type_id: idOf(3, index % 12),
    principal_amount: 50_000 + index * 250,
    rate_of_interest: 6.5 + (index % 15) / 10,
    start_date: "2026-11-30",
    end_date: "2029-11-30",
    maturity_amount: index % 3 === 0 ? null : 62_345 + index,
    status: "active",
    document_number: null,
    account_number: `SC-${index}`,
    investment_notes: null,
    transaction_reason: null,
    renewal_reference_id: index % 4 === 0 ? idOf(1, index + ITEMS) : null,
    interest_schedule: "cumulative_quarterly",
    scheme: "term_deposit",
    monthly_instalment: index % 10 === 0 ? 1_500 : null,
    deposits:
      index % 20 === 0
        ? [{ id: idOf(4, index), date: "2026-04-05", amount: 150_000 }]
        : [],
    rate_changes: [],
    extended_years: 0,
    deposits_close_on: null,
    holder_ids: [idOf(5, index % 3)],
    created_at: "2026-11-30T04:30:00.000Z",
    updated_at: "2026-11-30T04:30:00.000Z",
    investment_companies: { name: "Axis Bank" },
    invest_types: { type_name: "Fixed Deposit" },
  }));
}

/**
 * How fast this machine does the work the server's heaviest answer is made of: a list of 1,000
 * investment-shaped objects written as JSON into UTF-8 bytes and read back, the median of 40
 * rounds. It runs none of Kosh's code, so it tells a slower machine from a slower Kosh: the same
 * code read the list of 1,000 at 19-21 ms p95 on one 2-core VM and 36-42 ms on another
 * (docs/bench-log.md, 2026-12-01 morning and 2026-12-02; decision 0063).
 */
export function machineReference(): Figure {
  const list = referenceList();
  const round = () => {
    const startedAt = performance.now();
    const bytes = Buffer.from(JSON.stringify(list));
    const parsed = JSON.parse(bytes.toString("utf8")) as unknown[];
    if (parsed.length !== ITEMS) throw new Error("The reference list changed");
    return performance.now() - startedAt;
  };
  for (let i = 0; i < WARM_UP_ROUNDS; i += 1) round();
  const times = Array.from({ length: TIMED_ROUNDS }, round);
  const ms = median(times);
  const { cpus, cpuModel } = thisMachine();
  return informational(Number(ms.toFixed(2)), {
    name: MACHINE_REFERENCE,
    unit: "ms",
    measured: `${ms.toFixed(2)} ms (median of ${TIMED_ROUNDS})`,
    details: [
      `${cpus} × ${cpuModel ?? "an unnamed CPU"}, Node ${process.version}: written and read back, none of Kosh's code (decision 0063)`,
    ],
  });
}
