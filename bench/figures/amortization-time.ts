import { amortization } from "@kosh/core/calculators/amortization";

export interface Timing {
  medianMs: number;
  iterations: number;
}

/** The median time of one full 30-year schedule with a monthly extra payment, after a warm-up. */
export function amortizationTime(iterations = 2_000): Timing {
  const input = {
    principal: 5_000_000,
    rate: 8.5,
    tenure: 30,
    extraPaymentAmount: 5_000,
    extraPaymentFrequency: "monthly" as const,
  };
  // Keeps the optimiser from discarding the work.
  let sink = 0;
  for (let warmUp = 0; warmUp < 200; warmUp += 1)
    sink += amortization(input).interestSaved;
  const samples: number[] = [];
  for (let run = 0; run < iterations; run += 1) {
    const started = performance.now();
    sink += amortization(input).schedule.length;
    samples.push(performance.now() - started);
  }
  if (Number.isNaN(sink)) throw new Error("The schedule produced no numbers");
  samples.sort((a, b) => a - b);
  return { medianMs: samples[Math.floor(samples.length / 2)]!, iterations };
}
