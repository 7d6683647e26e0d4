import { calculateEndpoints } from "@kosh/core/api/calculate";
import type { HttpClient } from "./http-client.ts";
import type { RequestStats } from "./request-stats.ts";

/** One valid request per server-backed calculator (docs/product.md#calculator-results), in turn. */
const CALCULATIONS = [
  {
    entry: calculateEndpoints.sip,
    body: { monthlyInvestment: 5000, expectedReturn: 12, timePeriod: 10 },
  },
  {
    entry: calculateEndpoints.fd,
    body: { principal: 100000, rate: 7, tenure: 5 },
  },
  {
    entry: calculateEndpoints["home-loan"],
    body: { principal: 5000000, rate: 8.5, tenure: 20 },
  },
  {
    entry: calculateEndpoints.rd,
    body: { monthlyDeposit: 5000, rate: 8, tenure: 1 },
  },
  {
    entry: calculateEndpoints["simple-interest"],
    body: { principal: 100000, rate: 8.5, time: 5 },
  },
  {
    entry: calculateEndpoints["compound-interest"],
    body: { principal: 100000, rate: 8.5, time: 5 },
  },
] as const;

/** The figures count every calculator as one kind of request. */
const KIND = `POST ${calculateEndpoints.sip.path.replace(/[^/]+$/, "*")}`;

/** Beyond this many unanswered calculations the generator stops adding more and counts them as skipped. */
const MAX_IN_FLIGHT = 1_000;

export interface CalculatorTrafficResult {
  sent: number;
  /** Requests the schedule called for but the generator held back because too many were unanswered. */
  skipped: number;
}

/**
 * An open-loop stream of `perSecond` calculations until `until` (performance.now()): requests go
 * out on schedule whether or not earlier ones were answered, as independent visitors' would.
 */
export async function calculatorTraffic(
  client: HttpClient,
  stats: RequestStats,
  perSecond: number,
  until: number,
): Promise<CalculatorTrafficResult> {
  const started = performance.now();
  const pending = new Set<Promise<void>>();
  let sent = 0;
  let skipped = 0;
  while (performance.now() < until) {
    const due = Math.floor(((performance.now() - started) / 1000) * perSecond);
    while (sent + skipped < due) {
      if (pending.size >= MAX_IN_FLIGHT) {
        skipped += 1;
        continue;
      }
      const calculation = CALCULATIONS[(sent + skipped) % CALCULATIONS.length]!;
      sent += 1;
      const request = client
        .send(calculation.entry, { body: calculation.body })
        .then((outcome) => stats.record(KIND, outcome, [200]));
      pending.add(request);
      void request.finally(() => pending.delete(request));
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await Promise.all(pending);
  return { sent, skipped };
}
