import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { valueAxis } from "./chart-axis.ts";

describe("a bar chart's value axis", () => {
  it("counts in round steps from zero to just above the largest bar", () => {
    expect(valueAxis(2_30_000)).toEqual({
      top: 2_50_000,
      ticks: [0, 50_000, 1_00_000, 1_50_000, 2_00_000, 2_50_000],
    });
    expect(valueAxis(4_52_000)).toEqual({
      top: 5_00_000,
      ticks: [0, 1_00_000, 2_00_000, 3_00_000, 4_00_000, 5_00_000],
    });
    expect(valueAxis(1_41_478)).toEqual({
      top: 1_50_000,
      ticks: [0, 50_000, 1_00_000, 1_50_000],
    });
    expect(valueAxis(1_00_000)).toEqual({
      top: 1_00_000,
      ticks: [0, 20_000, 40_000, 60_000, 80_000, 1_00_000],
    });
  });

  it("gives an empty chart an axis of its own rather than dividing by zero", () => {
    expect(valueAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
  });

  it("always covers the largest bar, in at most the intervals asked for, within one step", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 1e9, noNaN: true }),
        fc.integer({ min: 2, max: 8 }),
        (largest, intervals) => {
          const axis = valueAxis(largest, intervals);
          const step = axis.ticks[1]!;
          expect(axis.top).toBeGreaterThanOrEqual(largest);
          expect(axis.ticks.length - 1).toBeLessThanOrEqual(intervals);
          expect(axis.top - largest).toBeLessThan(step);
        },
      ),
    );
  });
});
