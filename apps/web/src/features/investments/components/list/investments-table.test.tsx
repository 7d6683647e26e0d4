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
});
