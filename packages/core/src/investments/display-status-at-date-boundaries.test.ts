import { describe, expect, it } from "vitest";
import { canChange, displayStatus } from "./display-status.ts";

describe("display status at the date boundaries", () => {
  const today = "2026-11-22";
  it("an active investment ending tomorrow is active", () => {
    expect(
      displayStatus({ status: "active", end_date: "2026-11-23" }, today),
    ).toBe("active");
  });
  it("an active investment ending today is still active", () => {
    expect(displayStatus({ status: "active", end_date: today }, today)).toBe(
      "active",
    );
  });
  it("an active investment that ended yesterday is matured", () => {
    expect(
      displayStatus({ status: "active", end_date: "2026-11-21" }, today),
    ).toBe("matured");
  });
  it("closed and renewed investments keep their status whatever the date", () => {
    expect(
      displayStatus({ status: "closed", end_date: "2020-01-01" }, today),
    ).toBe("closed");
    expect(
      displayStatus({ status: "renewed", end_date: "2020-01-01" }, today),
    ).toBe("renewed");
  });
  it("only active and matured investments can be renewed or closed", () => {
    expect(
      ["active", "matured", "closed", "renewed"].filter((s) =>
        canChange(s as never),
      ),
    ).toEqual(["active", "matured"]);
  });
});
