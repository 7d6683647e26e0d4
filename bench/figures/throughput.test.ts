import { describe, expect, it } from "vitest";
import {
  coresBusySince,
  coreTimes,
  GENERATOR_SPARE,
  roundText,
  SATURATED,
  setByServers,
} from "./throughput.ts";

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
    const starved = coresBusySince([1], read);
    at = 1;
    expect(starved()).toBeCloseTo(0.5);
    expect(starved()!).toBeLessThan(SATURATED);
    const saturated = coresBusySince([1], read);
    at = 2;
    expect(saturated()).toBeCloseTo(0.98);
    expect(saturated()!).toBeGreaterThanOrEqual(SATURATED);
  });

  it("adds up several cores, as the load generator's on a larger machine", () => {
    const twoCores = (core0: number[], core1: number[]) =>
      [
        "cpu  900 0 300 5000 20 0 10 0 0 0",
        `cpu0 ${core0.join(" ")} 0 0`,
        `cpu1 ${core1.join(" ")} 0 0`,
      ].join("\n");
    const readings = [
      twoCores([100, 0, 0, 100, 0, 0, 0, 0], [100, 0, 0, 100, 0, 0, 0, 0]),
      // 100 jiffies each later: core 0 busy 90 of them, core 1 busy 30: 120 of 200.
      twoCores([190, 0, 0, 110, 0, 0, 0, 0], [130, 0, 0, 170, 0, 0, 0, 0]),
    ];
    let at = 0;
    const both = coresBusySince([0, 1], () => readings[at]!);
    const first = coresBusySince([0], () => readings[at]!);
    at = 1;
    expect(both()).toBeCloseTo(0.6);
    expect(first()).toBeCloseTo(0.9);
    // A core /proc/stat does not name, or none at all: not known.
    expect(coresBusySince([0, 9], () => readings[0]!)()).toBeUndefined();
    expect(coresBusySince([], () => readings[0]!)()).toBeUndefined();
  });

  it("counts a round only when the servers set its pace: their core saturated, the load generator's with time to spare", () => {
    expect(setByServers(0.97, 0.68)).toBe(true);
    expect(setByServers(0.97, undefined)).toBe(true);
    // Starved: the load generator did not keep the servers busy.
    expect(setByServers(0.88, 0.6)).toBe(false);
    // The load generator flat out: it sent what it could, not what each server could answer.
    expect(setByServers(0.97, 0.99)).toBe(false);
    expect(SATURATED).toBeLessThan(GENERATOR_SPARE);
    expect(roundText({ ratio: 0.934, busy: 0.97, generatorBusy: 0.681 })).toBe(
      "0.93 (servers' core 97 %, load generator's 68 %)",
    );
    expect(
      roundText({ ratio: 1.2, busy: undefined, generatorBusy: undefined }),
    ).toBe("1.20 (servers' core unknown, load generator's unknown)");
  });

  it("cannot tell where /proc/stat cannot be read", () => {
    const busy = coresBusySince([1], () => {
      throw new Error("no /proc here");
    });
    expect(busy()).toBeUndefined();
  });
});
