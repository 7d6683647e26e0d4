import { addMonths, todayIso } from "@kosh/core/format/date";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import {
  schemesApiState,
  serverInvestment,
} from "../../../../testing/fake-api-data.ts";
import { phoneScreen } from "../../testing/phone-screen.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

/**
 * ₹10,00,000 in SCSS at 8.2 % pays ₹20,500 a quarter (₹10,00,000 × 8.2 / 400, the example);
 * ₹9,00,000 in the post office MIS at 7.4 % pays ₹5,550 a month (₹9,00,000 × 7.4 / 1200, the MIS
 * rule of issue 29); a cumulative FD shows its maturity alone.
 */
function startWithPayoutSchemes() {
  const today = todayIso();
  startFakeApi(
    {},
    schemesApiState({
      investments: [
        serverInvestment({
          id: "scss",
          company_id: "co-post",
          invest_type_id: "it-scss",
          principal_amount: 1_000_000,
          rate_of_interest: 8.2,
          start_date: today,
          end_date: addMonths(today, 60),
          interest_schedule: "payout_quarterly",
          maturity_amount: 1_000_000,
        }),
        serverInvestment({
          id: "mis",
          company_id: "co-post",
          invest_type_id: "it-mis",
          principal_amount: 900_000,
          rate_of_interest: 7.4,
          start_date: today,
          end_date: addMonths(today, 60),
          interest_schedule: "payout_monthly",
          maturity_amount: 900_000,
        }),
        serverInvestment({
          id: "fd",
          company_id: "co-sbi",
          principal_amount: 100_000,
          start_date: today,
          end_date: addMonths(today, 12),
          interest_schedule: "cumulative_quarterly",
          maturity_amount: 107_186,
        }),
      ],
    }),
  );
}

describe("a payout deposit's maturity", { timeout: 30_000 }, () => {
  it("shows what it pays beside the maturity in the table", async () => {
    startWithPayoutSchemes();
    renderDashboard();
    const table = await screen.findByRole(
      "table",
      { name: /Your investments/ },
      { timeout: 10_000 },
    );
    const maturities = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[6]?.textContent);
    expect(maturities).toEqual(
      expect.arrayContaining([
        "₹10,00,000 + ₹20,500 a quarter",
        "₹9,00,000 + ₹5,550 a month",
        "₹1,07,186",
      ]),
    );
    // An SCSS or MIS runs to its maturity; only the fixed deposit offers Renew.
    expect(
      within(table)
        .getAllByRole("button", { name: "Renew" })
        .map(
          (button) => button.closest("tr")?.querySelector("td")?.textContent,
        ),
    ).toEqual(["State Bank of India"]);
  });

  it("shows it on the cards at 390 px", async () => {
    phoneScreen();
    startWithPayoutSchemes();
    renderDashboard();
    const card = await screen.findByRole(
      "article",
      { name: /India Post\s*SCSS/ },
      { timeout: 10_000 },
    );
    expect(
      within(card).getByText("₹10,00,000 + ₹20,500 a quarter"),
    ).toBeInTheDocument();
  });

  it("counts the payouts in the growth chart", async () => {
    // Issue 29's SCSS: ₹15,00,000 at 8.2 % from 1 March 2026 pays ₹10,592 on 1 April 2026, then
    // ₹30,750 a quarter, and the rest of its last quarter at maturity: ₹6,15,000 in 5 years.
    startFakeApi(
      {},
      schemesApiState({
        investments: [
          serverInvestment({
            company_id: "co-post",
            invest_type_id: "it-scss",
            principal_amount: 1_500_000,
            rate_of_interest: 8.2,
            start_date: "2026-03-01",
            end_date: "2031-03-01",
            interest_schedule: "payout_quarterly",
            maturity_amount: 1_500_000,
          }),
        ],
      }),
    );
    renderDashboard();
    const growth = await screen.findByRole(
      "table",
      { name: "Investment Growth Potential" },
      { timeout: 10_000 },
    );
    expect(within(growth).getAllByRole("row")[1]).toHaveTextContent(
      "India PostSCSS₹15,00,000₹21,15,000",
    );
  });

  it("says the period in Hindi", async () => {
    phoneScreen();
    startWithPayoutSchemes();
    renderDashboard({}, "/hi/dashboard");
    const card = await screen.findByRole(
      "article",
      { name: /India Post\s*Post Office MIS/ },
      { timeout: 15_000 },
    );
    expect(
      within(card).getByText("₹9,00,000 + हर महीने ₹5,550"),
    ).toBeInTheDocument();
  });
});
