import { financialYearOf } from "@kosh/core/deposits/interest-by-financial-year";
import { todayIso } from "@kosh/core/format/date";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { ok, startFakeApi } from "../../../../testing/fake-api.ts";
import {
  makeUser,
  SELF_MEMBER_ID,
  serverInvestment,
} from "../../../../testing/fake-api-data.ts";
import { householdState, MEERA, RAVI } from "../../testing/household-state.ts";
import { renderAt } from "../../../../testing/render-at.tsx";
import { TaxYearScreen } from "./tax-year-screen.tsx";

afterEach(() => vi.unstubAllGlobals());
beforeAll(() => loadEveryMessages("hi"));

const current = financialYearOf(todayIso());
const ashaFd = serverInvestment({
  id: "asha-fd",
  company_id: "co-sbi",
  holder_ids: [SELF_MEMBER_ID, "m-meera"],
});
const meeraFd = serverInvestment({
  id: "meera-fd",
  company_id: "co-sbi",
  holder_ids: ["m-meera", SELF_MEMBER_ID],
});
const raviFd = serverInvestment({
  id: "ravi-fd",
  company_id: "co-hdfc",
  holder_ids: ["m-ravi"],
});
const sbi = { company_id: "co-sbi", name: "State Bank of India" };
const hdfc = { company_id: "co-hdfc", name: "HDFC Bank" };

/**
 * This year as the server answers it: Asha's joint FD with Meera earns ₹40,000, Meera's with Asha
 * ₹1,20,000, Ravi's ₹60,000; Meera's SBI and Ravi's HDFC interest projected above their thresholds.
 */
const income = {
  years: [
    {
      financial_year: current,
      total: 220_000,
      exempt: 0,
      taxable: 220_000,
      institutions: [
        { ...sbi, interest: 160_000 },
        { ...hdfc, interest: 60_000 },
      ],
      investments: [
        { id: "asha-fd", interest: 40_000, exempt: false },
        { id: "meera-fd", interest: 120_000, exempt: false },
        { id: "ravi-fd", interest: 60_000, exempt: false },
      ],
      members: [
        {
          member_id: SELF_MEMBER_ID,
          total: 40_000,
          exempt: 0,
          taxable: 40_000,
          institutions: [{ ...sbi, interest: 40_000 }],
        },
        {
          member_id: "m-meera",
          total: 120_000,
          exempt: 0,
          taxable: 120_000,
          institutions: [{ ...sbi, interest: 120_000 }],
        },
        {
          member_id: "m-ravi",
          total: 60_000,
          exempt: 0,
          taxable: 60_000,
          institutions: [{ ...hdfc, interest: 60_000 }],
        },
      ],
    },
  ],
  tds: {
    financial_year: current,
    lines: [
      {
        member_id: "m-meera",
        ...sbi,
        projected_interest: 120_000,
        threshold: 100_000,
        senior: true,
      },
      {
        member_id: "m-ravi",
        ...hdfc,
        projected_interest: 60_000,
        threshold: 50_000,
        senior: false,
      },
    ],
  },
};

function family(locale: "en" | "hi" = "en") {
  startFakeApi(
    { "GET /api/investments/interest-income": () => ok(income) },
    householdState(
      [MEERA, RAVI],
      [ashaFd, meeraFd, raviFd],
      makeUser({ name: "Asha", locale }),
    ),
  );
}

const renderScreen = (path = "/tax-year-interest") =>
  renderAt(path, <TaxYearScreen />, { token: "test-session-token" });

describe("the tax year per member", { timeout: 20_000 }, () => {
  it("shows a member's interest, that of the deposits they hold first", async () => {
    family();
    renderScreen();
    const whose = await screen.findByLabelText(
      "Whose investments",
      {},
      { timeout: 5000 },
    );
    expect(
      screen.getByRole("heading", { name: `Interest earned in FY ${current}` })
        .nextElementSibling,
    ).toHaveTextContent("₹2,20,000");

    const user = userEvent.setup();
    await user.selectOptions(whose, "Meera");
    expect(
      screen.getByRole("heading", { name: `Interest earned in FY ${current}` })
        .nextElementSibling,
    ).toHaveTextContent("₹1,20,000");
    const deposits = within(screen.getByRole("list", { name: "By deposit" }));
    // Meera's own joint FD, not Asha's that names her second.
    expect(deposits.getAllByRole("listitem")).toHaveLength(1);
    expect(deposits.getByText("₹1,20,000")).toBeInTheDocument();
  });

  it("names each member-and-bank pair projected above the TDS threshold, as an estimate, with the Form 121 note", async () => {
    family();
    renderScreen();
    const tds = within(
      await screen.findByRole(
        "region",
        { name: "Tax deducted at source this year: an estimate" },
        { timeout: 5000 },
      ),
    );
    // ₹1,00,000 for a person 60 or older, ₹50,000 otherwise: section 194A(3) as the Finance Act
    // 2025 set it (docs/product.md#tds-this-year).
    expect(
      tds.getByText(
        "Meera at State Bank of India: about ₹1,20,000 of interest, above ₹1,00,000, the amount for a person 60 or older during the year",
      ),
    ).toBeInTheDocument();
    expect(
      tds.getByText(
        "Ravi at HDFC Bank: about ₹60,000 of interest, above ₹50,000",
      ),
    ).toBeInTheDocument();
    expect(
      tds.getByText(/Form 121 from the tax year 2026-27/),
    ).toBeInTheDocument();
    // Ravi has no date of birth: counted as under 60.
    expect(
      tds.getByText(/A member without a date of birth is counted as under 60/),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(
      screen.getByLabelText("Whose investments"),
      "Meera",
    );
    expect(tds.getAllByRole("listitem")).toHaveLength(1);
    expect(tds.queryByText(/without a date of birth/)).toBeNull();
    await user.selectOptions(
      screen.getByLabelText("Whose investments"),
      "Asha",
    );
    expect(
      screen.queryByRole("region", {
        name: "Tax deducted at source this year: an estimate",
      }),
    ).toBeNull();
  });

  it("says the TDS note in Hindi", async () => {
    family("hi");
    renderScreen("/hi/tax-year-interest");
    const region = await screen.findByRole(
      "region",
      { name: /अनुमान/ },
      { timeout: 5000 },
    );
    expect(within(region).getAllByRole("listitem")).toHaveLength(2);
    expect(region).toHaveTextContent("₹1,20,000");
    expect(screen.getByLabelText("किसके निवेश")).toHaveDisplayValue("सभी");
  });
});
