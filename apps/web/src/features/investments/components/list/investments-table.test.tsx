import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import { serverInvestment } from "../../../../testing/fake-api-data.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("the investments table", { timeout: 20_000 }, () => {
  it("says which investment each row's View, Renew and Close act on, as a phone's card does", async () => {
    startFakeApi({
      "GET /api/investments": () => ({
        status: 200,
        body: [
          serverInvestment({ id: "hdfc", company_id: "co-hdfc" }),
          serverInvestment({ id: "sbi", company_id: "co-sbi" }),
        ],
      }),
    });
    renderDashboard();
    const table = await screen.findByRole(
      "table",
      { name: /Your investments/ },
      { timeout: 5000 },
    );
    for (const company of ["HDFC Bank", "State Bank of India"]) {
      const row = within(
        within(table).getByRole("row", { name: new RegExp(company) }),
      );
      for (const name of ["View", "Renew", "Close"])
        expect(row.getByRole("button", { name })).toHaveAccessibleDescription(
          `${company} Fixed Deposit`,
        );
    }
  });

  it("breaks a payout's maturity only before what it pays, and never inside an action's label, so the table fits a laptop", async () => {
    // ₹15,00,000 at 8.2 % paid out every quarter: ₹15,00,000 × 8.2 / 400 = ₹30,750 a quarter.
    startFakeApi({
      "GET /api/investments": () => ({
        status: 200,
        body: [
          serverInvestment({
            id: "payout",
            company_id: "co-bajaj",
            principal_amount: 1_500_000,
            maturity_amount: 1_500_000,
            rate_of_interest: 8.2,
            interest_schedule: "payout_quarterly",
          }),
        ],
      }),
    });
    renderDashboard();
    const table = await screen.findByRole(
      "table",
      { name: /Your investments/ },
      { timeout: 5000 },
    );
    const row = within(within(table).getByRole("row", { name: /Bajaj/ }));
    // The amount with its plus in one unbreakable piece, the payout a piece of its own.
    expect(row.getByText("₹15,00,000 +")).toHaveClass("whitespace-nowrap");
    expect(row.getByText("₹30,750 a quarter")).toHaveClass("inline-block");
    for (const name of ["View", "Renew", "Close"])
      expect(row.getByRole("button", { name })).toHaveClass(
        "whitespace-nowrap",
      );
  });
});
