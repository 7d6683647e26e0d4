import { financialYearOf } from "@kosh/core/deposits/interest-by-financial-year";
import { todayIso } from "@kosh/core/format/date";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Switch } from "wouter";
import { ok, startFakeApi } from "../../../../testing/fake-api.ts";
import { makeUser, SELF_MEMBER_ID } from "../../../../testing/fake-api-data.ts";
import { renderAt } from "../../../../testing/render-at.tsx";
import {
  depositToday,
  householdState,
  MEERA,
  RAVI,
} from "../../testing/household-state.ts";
import { DashboardScreen } from "../dashboard/dashboard-screen.tsx";
import { TaxYearScreen } from "../tax-year/tax-year-screen.tsx";

afterEach(() => vi.unstubAllGlobals());

const today = todayIso();
const current = financialYearOf(today);
const sbi = { company_id: "co-sbi", name: "State Bank of India" };
/** This year's interest as the server answers it: Asha's ₹40,000, Meera's ₹1,20,000, Ravi's ₹60,000. */
const memberYear = (member_id: string, interest: number) => ({
  member_id,
  total: interest,
  exempt: 0,
  taxable: interest,
  institutions: [{ ...sbi, interest }],
});
const income = {
  years: [
    {
      financial_year: current,
      total: 220_000,
      exempt: 0,
      taxable: 220_000,
      institutions: [{ ...sbi, interest: 220_000 }],
      investments: [
        { id: "asha-fd", interest: 40_000, exempt: false },
        { id: "meera-fd", interest: 120_000, exempt: false },
        { id: "ravi-fd", interest: 60_000, exempt: false },
      ],
      members: [
        memberYear(SELF_MEMBER_ID, 40_000),
        memberYear("m-meera", 120_000),
        memberYear("m-ravi", 60_000),
      ],
    },
  ],
  tds: { financial_year: current, lines: [] },
};

/** Both screens behind the app's addresses, in one session, as the app routes them. */
function renderBoth() {
  startFakeApi(
    { "GET /api/investments/interest-income": () => ok(income) },
    householdState(
      [MEERA, RAVI],
      [
        depositToday("asha-fd", 300_000, [SELF_MEMBER_ID]),
        depositToday("meera-fd", 700_000, ["m-meera"]),
        depositToday("ravi-fd", 200_000, ["m-ravi"]),
      ],
      makeUser({ name: "Asha" }),
    ),
  );
  renderAt(
    "/dashboard",
    <Switch>
      <Route path="/dashboard">
        <DashboardScreen />
      </Route>
      <Route path="/tax-year-interest">
        <TaxYearScreen />
      </Route>
    </Switch>,
    { token: "test-session-token" },
  );
}

const yearTotal = () =>
  screen.getByRole("heading", { name: `Interest earned in FY ${current}` })
    .nextElementSibling;
const investedCard = () =>
  screen.getByText("Total Invested", { selector: "dt" }).nextElementSibling;

describe(
  "one choice of whose investments, for My Investments and the tax year",
  {
    timeout: 20_000,
  },
  () => {
    it("opens the tax year on the member chosen on My Investments, and brings the one chosen there back", async () => {
      renderBoth();
      const user = userEvent.setup();
      await user.selectOptions(
        await screen.findByLabelText(
          "Whose investments",
          {},
          { timeout: 5000 },
        ),
        "Meera",
      );
      expect(investedCard()).toHaveTextContent("₹7,00,000");

      await user.click(
        await screen.findByRole(
          "link",
          { name: "Tax year interest" },
          { timeout: 5000 },
        ),
      );
      const whose = await screen.findByLabelText(
        "Whose investments",
        {},
        { timeout: 5000 },
      );
      expect(whose).toHaveDisplayValue("Meera");
      expect(yearTotal()).toHaveTextContent("₹1,20,000");

      await user.selectOptions(whose, "Ravi");
      expect(yearTotal()).toHaveTextContent("₹60,000");
      await user.click(screen.getByRole("link", { name: "← My Investments" }));
      expect(
        await screen.findByLabelText(
          "Whose investments",
          {},
          { timeout: 5000 },
        ),
      ).toHaveDisplayValue("Ravi");
      expect(investedCard()).toHaveTextContent("₹2,00,000");

      await user.selectOptions(
        screen.getByLabelText("Whose investments"),
        "Everyone",
      );
      expect(investedCard()).toHaveTextContent("₹12,00,000");
    });
  },
);
