import { todayIso } from "@kosh/core/format/date";
import { addMonths, formatMonthYear } from "@kosh/core/format/date";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { englishLeft } from "../../../../testing/english-left.ts";
import { startFakeApi } from "../../../../testing/fake-api.ts";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import {
  schemesApiState,
  serverInvestment,
} from "../../../../testing/fake-api-data.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

/** An insured bank above the cover paying interest monthly, and an uninsured company's deposit. */
function startWithTwoDeposits() {
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
}

describe("the dashboard's deposit sections", { timeout: 20_000 }, () => {
  it("names a bank above the ₹5,00,000 cover, lists uninsured deposits and the coming payouts", async () => {
    startWithTwoDeposits();
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
    expect(
      insurance.getByText("Bajaj Finance: ₹2,00,000 (1 deposit)"),
    ).toBeInTheDocument();

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

/**
 * Government-backed schemes at India Post and at a bank and a recurring deposit at India Post
 * (backed as the post office is: its type's cover is the Government of India), beside two deposits
 * of one uninsured company; each opened today, so each is worth its principal today (the RD its
 * first ₹5,000 instalment).
 */
function startWithGovernmentSchemes() {
  const today = todayIso();
  startFakeApi(
    {},
    schemesApiState({
      investments: [
        serverInvestment({
          company_id: "co-post",
          invest_type_id: "it-scss",
          principal_amount: 1_500_000,
          rate_of_interest: 8.2,
          start_date: today,
          end_date: addMonths(today, 60),
          interest_schedule: "payout_quarterly",
          maturity_amount: 1_500_000,
        }),
        serverInvestment({
          company_id: "co-post",
          invest_type_id: "it-kvp",
          principal_amount: 100_000,
          rate_of_interest: 7.5,
          start_date: today,
          end_date: addMonths(today, 115),
          maturity_amount: 200_000,
        }),
        serverInvestment({
          company_id: "co-post",
          invest_type_id: "it-rd",
          principal_amount: 300_000,
          monthly_instalment: 5_000,
          rate_of_interest: 6.7,
          start_date: today,
          end_date: addMonths(today, 60),
          maturity_amount: 356_829,
        }),
        serverInvestment({
          company_id: "co-sbi",
          invest_type_id: "it-mis",
          principal_amount: 900_000,
          rate_of_interest: 7.4,
          start_date: today,
          end_date: addMonths(today, 60),
          interest_schedule: "payout_monthly",
          maturity_amount: 900_000,
        }),
        ...[200_000, 300_000].map((principal_amount) =>
          serverInvestment({
            company_id: "co-bajaj",
            principal_amount,
            start_date: today,
            end_date: addMonths(today, 12),
          }),
        ),
      ],
    }),
  );
}

describe(
  "the deposit insurance section with government schemes",
  { timeout: 20_000 },
  () => {
    it("lists government-backed schemes and the post office's recurring deposit under their own heading and the uncovered rest, one line per institution", async () => {
      startWithGovernmentSchemes();
      renderDashboard();
      const region = await screen.findByRole(
        "region",
        { name: "Deposit insurance" },
        { timeout: 5000 },
      );
      const group = (heading: string) =>
        within(
          within(region).getByRole("heading", { name: heading }).parentElement!,
        )
          .getAllByRole("listitem")
          .map((item) => item.textContent);
      expect(group("Backed by the Government of India")).toEqual([
        "India Post: ₹16,05,000 (3 deposits)",
        "State Bank of India: ₹9,00,000 (1 deposit)",
      ]);
      expect(group("Not covered by deposit insurance")).toEqual([
        "Bajaj Finance: ₹5,00,000 (2 deposits)",
      ]);
      // The bank's only deposit is an MIS: nothing of it counts against the bank's cover.
      expect(
        within(region).queryByText(/within the cover|above the cover/),
      ).toBeNull();
    });

    it("says the government heading in Hindi", async () => {
      await loadEveryMessages("hi");
      startWithGovernmentSchemes();
      renderDashboard({}, "/hi/dashboard");
      const region = await screen.findByRole(
        "region",
        { name: "जमा बीमा" },
        { timeout: 15_000 },
      );
      expect(
        within(region).getByRole("heading", {
          name: "भारत सरकार की गारंटी वाली योजनाएँ",
        }),
      ).toBeInTheDocument();
      expect(
        within(region).getByText("India Post: ₹16,05,000 (3 जमा)"),
      ).toBeInTheDocument();
      expect(
        englishLeft(region, [
          "India Post",
          "State Bank of India",
          "Bajaj Finance",
        ]),
      ).toEqual([]);
    });
  },
);

describe(
  "the dashboard's deposit sections in Hindi",
  { timeout: 40_000 },
  () => {
    beforeAll(() => loadEveryMessages("hi"));

    it("say the cover, the uninsured deposits, the coming payouts by month and the way to the tax year in Hindi", async () => {
      startWithTwoDeposits();
      renderDashboard({}, "/hi/dashboard");
      const insuranceRegion = await screen.findByRole(
        "region",
        { name: "जमा बीमा" },
        { timeout: 15_000 },
      );
      const insurance = within(insuranceRegion);
      expect(
        insurance.getByText(/डीआईसीजीसी हर बैंक में प्रति व्यक्ति ₹5,00,000 तक/),
      ).toBeInTheDocument();
      expect(
        insurance.getByText("₹6,00,000 — बीमा सीमा से ₹1,00,000 अधिक"),
      ).toBeInTheDocument();
      expect(
        insurance.getByText("Bajaj Finance: ₹2,00,000 (1 जमा)"),
      ).toBeInTheDocument();

      const payoutsRegion = screen.getByRole("region", {
        name: "अगले 12 महीनों में आपको मिलने वाला ब्याज",
      });
      const nextMonth = addMonths(todayIso(), 1).slice(0, 7);
      expect(
        within(payoutsRegion).getByText(formatMonthYear(nextMonth, "hi")),
      ).toBeInTheDocument();
      const taxYearRegion = screen.getByRole("region", {
        name: "आयकर रिटर्न के लिए ब्याज",
      });
      expect(
        within(taxYearRegion).getByRole("link", { name: "कर वर्ष का ब्याज" }),
      ).toHaveAttribute("href", "/hi/tax-year-interest");
      for (const region of [insuranceRegion, payoutsRegion, taxYearRegion])
        expect(
          englishLeft(region, ["State Bank of India", "Bajaj Finance"]),
        ).toEqual([]);
    });
  },
);
