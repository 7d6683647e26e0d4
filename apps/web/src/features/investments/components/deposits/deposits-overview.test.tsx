import { todayIso } from "@kosh/core/format/date";
import { addMonths } from "@kosh/core/format/date";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import { serverInvestment } from "../../../../testing/fake-api-data.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("the dashboard's deposit sections", { timeout: 20_000 }, () => {
  it("names a bank above the ₹5,00,000 cover, lists uninsured deposits and the coming payouts", async () => {
    const today = todayIso();
    startFakeApi({
      "GET /api/investments": () => ({
        status: 200,
        body: [
          serverInvestment({
            company_id: "co-sbi",
            principal_amount: 600_000,
            rate_of_interest: 7.2,
            start_date: today,
            end_date: addMonths(today, 24),
            interest_schedule: "payout_monthly",
            maturity_amount: 600_000,
          }),
          serverInvestment({
            company_id: "co-bajaj",
            principal_amount: 200_000,
            start_date: today,
            end_date: addMonths(today, 12),
          }),
        ],
      }),
    });
    renderDashboard();
    const insurance = within(
      await screen.findByRole(
        "region",
        { name: "Deposit insurance" },
        { timeout: 5000 },
      ),
    );
    expect(
      insurance.getByText("₹6,00,000 — ₹1,00,000 above the cover"),
    ).toBeInTheDocument();
    expect(insurance.getByText("Bajaj Finance: ₹2,00,000")).toBeInTheDocument();

    const payouts = within(
      screen.getByRole("region", {
        name: "Interest coming to you in the next 12 months",
      }),
    );
    // ₹6,00,000 at 7.2%: ₹3,578.6 a month, 12 of them from next month on
    expect(payouts.getAllByText("₹3,579")).toHaveLength(11);
    expect(
      screen.getByRole("link", { name: "Tax year interest" }),
    ).toHaveAttribute("href", "/tax-year-interest");
  });
});
