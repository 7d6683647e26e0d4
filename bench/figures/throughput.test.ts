import { describe, expect, it } from "vitest";
import { coreBusySince, coreTimes, SATURATED } from "./throughput.ts";

/** /proc/stat with core 1's user, nice, system, idle, iowait, irq, softirq, steal jiffies. */
const stat = (core1: number[]) =>
  [
    "cpu  900 0 300 5000 20 0 10 0 0 0",
    "cpu0 450 0 150 2500 10 0 5 0 0 0",
    `cpu1 ${core1.join(" ")} 0 0`,
    "intr 12345",
  ].join("\n");

describe("how busy the servers' core was in a round (issue 33)", () => {
  it("reads a core's total and idle time, iowait counted as idle", () => {
    expect(coreTimes(stat([100, 0, 50, 800, 10, 0, 5, 0]), 1)).toEqual({
      total: 965,
      idle: 810,
    });
    expect(coreTimes(stat([1, 2, 3, 4, 5, 6, 7, 8]), 7)).toBeUndefined();
  });

  it("gives the busy share between two readings: a starved round is below the line, a saturated one above", () => {
    const readings = [
      stat([100, 0, 50, 800, 10, 0, 5, 0]),
      // 300 jiffies later, 150 of them idle: half busy, the load generator starved the servers.
      stat([200, 0, 100, 950, 10, 0, 5, 0]),
      // 300 more, 6 idle: saturated.
      stat([400, 0, 194, 956, 10, 0, 5, 0]),
    ];
    let at = 0;
    const read = () => readings[at]!;
    const starved = coreBusySince(1, read);
    at = 1;
    expect(starved()).toBeCloseTo(0.5);
    expect(starved()!).toBeLessThan(SATURATED);
    const saturated = coreBusySince(1, read);
    at = 2;
    expect(saturated()).toBeCloseTo(0.98);
    expect(saturated()!).toBeGreaterThanOrEqual(SATURATED);
  });

  it("cannot tell where /proc/stat cannot be read", () => {
    const busy = coreBusySince(1, () => {
      throw new Error("no /proc here");
    });
    expect(busy()).toBeUndefined();
  });
});
