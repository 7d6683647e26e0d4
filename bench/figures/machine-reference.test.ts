import { describe, expect, it } from "vitest";
import { isFailure } from "../report.ts";
import { machineReference } from "./machine-reference.ts";

describe("the machine's reference figure (decision 0063)", () => {
  it("times the JSON work and never fails the bench", () => {
    const figure = machineReference();
    expect(figure.status).toBe("INFO");
    expect(isFailure(figure)).toBe(false);
    expect(figure.value).toBeGreaterThan(0);
    expect(Number.isFinite(figure.value)).toBe(true);
    expect(figure.measured).toBe(
      `${figure.value!.toFixed(2)} ms (median of 40)`,
    );
    // The machine it ran on is named beside it.
    expect(figure.details?.[0]).toMatch(/^\d+ × .+, Node v\d+/);
  });
});
