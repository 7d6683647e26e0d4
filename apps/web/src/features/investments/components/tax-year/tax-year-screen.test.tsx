import { financialYearOf } from "@kosh/core/deposits/interest-by-financial-year";
import { todayIso } from "@kosh/core/format/date";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { englishLeft } from "../../../../testing/english-left.ts";
import { captureDownloads } from "../../../../testing/downloads.ts";
import { readText } from "../../../../testing/read-text.ts";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { renderAt } from "../../../../testing/render-at.tsx";
import { apiError, startFakeApi } from "../../../../testing/fake-api.ts";
import {
  postOffice,
  serverInvestment,
} from "../../../../testing/fake-api-data.ts";
import { TaxYearScreen } from "./tax-year-screen.tsx";

afterEach(() => vi.unstubAllGlobals());

const sbiDeposit = serverInvestment({
  id: "sbi-fd",
  principal_amount: 100_000,
  rate_of_interest: 7,
  start_date: "2024-04-01",
  end_date: "2026-04-01",
  interest_schedule: "cumulative_quarterly",
  account_number: "3001",
});
const years = [
  {
    financial_year: "2025-26",
    total: 7_702,
    exempt: 0,
    taxable: 7_702,
    institutions: [
      {
        company_id: sbiDeposit.company_id,
        name: "State Bank of India",
        interest: 7_702,
      },
    ],
    investments: [{ id: "sbi-fd", interest: 7_702, exempt: false }],
  },
  {
    financial_year: "2024-25",
    total: 12_186,
    exempt: 0,
    taxable: 12_186,
    institutions: [
      {
        company_id: sbiDeposit.company_id,
        name: "State Bank of India",
        interest: 7_186,
      },
      { company_id: "co-bajaj", name: "Bajaj Finance", interest: 5_000 },
    ],
    investments: [
      { id: "sbi-fd", interest: 7_186, exempt: false },
      { id: "gone", interest: 5_000, exempt: false },
    ],
  },
];

const ppf = serverInvestment({
  id: "ppf",
  invest_type_id: "it-ppf",
  company_id: postOffice.company.id,
  principal_amount: 900_000,
  rate_of_interest: 7.1,
  start_date: "2020-04-01",
  end_date: "2036-04-01",
});
// The PPF's interest of FY 2025-26 is the known answer: ₹76,375 credited on 31 March 2026.
const withPpf = {
  ...years[0]!,
  total: 7_702 + 76_375,
  exempt: 76_375,
  taxable: 7_702,
  institutions: [
    ...years[0]!.institutions,
    { company_id: "co-post", name: "India Post", interest: 76_375 },
  ],
  investments: [
    ...years[0]!.investments,
    { id: "ppf", interest: 76_375, exempt: true },
  ],
};

type Year = (typeof years)[number];

/** The answer for these years: the whole of each year the own member's, no TDS line this year. */
const answer = (listed: readonly Year[]) => ({
  years: listed.map((year) => ({
    ...year,
    members: [
      {
        member_id: "member-self",
        total: year.total,
        exempt: year.exempt,
        taxable: year.taxable,
        institutions: year.institutions,
      },
    ],
  })),
  tds: { financial_year: "2026-27", lines: [] },
});

const renderScreen = () =>
  renderAt("/tax-year-interest", <TaxYearScreen />, {
    token: "test-session-token",
  });

describe("the tax year interest screen", { timeout: 20_000 }, () => {
  it("shows a year's total, each bank's share and each deposit's, and downloads it", async () => {
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [sbiDeposit] }),
      "GET /api/investments/interest-income": () => ({
        status: 200,
        body: answer(years),
      }),
    });
    const downloads = captureDownloads();
    renderScreen();
    const user = userEvent.setup();
    const year = await screen.findByLabelText(
      "Financial year",
      {},
      { timeout: 5000 },
    );
    await user.selectOptions(year, "2024-25");
    expect(screen.getByText("₹12,186")).toBeInTheDocument();
    const banks = within(screen.getByRole("list", { name: /By bank/ }));
    expect(banks.getByText("Bajaj Finance")).toBeInTheDocument();
    expect(banks.getByText("₹5,000")).toBeInTheDocument();
    expect(
      screen.getByText(/estimates from the terms you recorded/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Download CSV" }));
    const csv = await readText(downloads[0]!.file);
    expect(csv).toContain("2024-25,State Bank of India,Fixed Deposit,3001");
    expect(csv.trimEnd().endsWith("2024-25,Total,,,,,,,,,,12186")).toBe(true);
  });

  it("shows a PPF account's interest as exempt, apart from the taxable total", async () => {
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [sbiDeposit, ppf] }),
      "GET /api/investments/interest-income": () => ({
        status: 200,
        body: answer([withPpf]),
      }),
    });
    renderScreen();
    const total = await screen.findByRole(
      "region",
      { name: "Interest earned in FY 2025-26" },
      { timeout: 5000 },
    );
    expect(within(total).getByText("₹84,077")).toBeInTheDocument();
    expect(
      within(total)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextSibling?.textContent]),
    ).toEqual([
      ["Taxable interest, declared as income", "₹7,702"],
      ["Exempt from income tax (PPF, Sukanya Samriddhi)", "₹76,375"],
    ]);
    const deposits = within(
      screen.getByRole("list", { name: "By deposit" }),
    ).getAllByRole("listitem");
    expect(
      deposits.map((item) => [
        within(item).getByText(/ at \d/).textContent,
        within(item).queryByText("Tax-exempt") !== null,
      ]),
    ).toEqual([
      ["State Bank of India · ₹1,00,000 at 7%", false],
      ["India Post · ₹9,00,000 at 7.1%", true],
    ]);
    expect(deposits[1]).toHaveTextContent(/· PPF/);
  });

  it("shows no exempt line in a year with none", async () => {
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [sbiDeposit] }),
      "GET /api/investments/interest-income": () => ({
        status: 200,
        body: answer(years),
      }),
    });
    renderScreen();
    await screen.findByLabelText("Financial year", {}, { timeout: 5000 });
    expect(
      screen.queryByText(/Exempt from income tax/),
    ).not.toBeInTheDocument();
    expect(screen.queryByText("Tax-exempt")).not.toBeInTheDocument();
  });

  it("opens on the current financial year when there is one", async () => {
    const current = financialYearOf(todayIso());
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [sbiDeposit] }),
      "GET /api/investments/interest-income": () => ({
        status: 200,
        body: answer([{ ...years[0]!, financial_year: current }, years[1]!]),
      }),
    });
    renderScreen();
    expect(
      await screen.findByLabelText("Financial year", {}, { timeout: 5000 }),
    ).toHaveValue(current);
  });

  it("says so when there is nothing yet", async () => {
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [] }),
      "GET /api/investments/interest-income": () => ({
        status: 200,
        body: answer([]),
      }),
    });
    renderScreen();
    expect(
      await screen.findByText("No interest to show yet", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it("shows the server's message with a retry when the figures cannot load", async () => {
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [] }),
      "GET /api/investments/interest-income": () =>
        apiError(503, "Database connection error. Please try again."),
    });
    renderScreen();
    expect(
      await screen.findByText(
        "Database connection error. Please try again.",
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Reload Investments" }),
    ).toBeInTheDocument();
  });
});

describe("the tax year interest screen in Hindi", { timeout: 40_000 }, () => {
  beforeAll(() => loadEveryMessages("hi"));

  it("says the exempt interest in Hindi, with no English left", async () => {
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [sbiDeposit, ppf] }),
      "GET /api/investments/interest-income": () => ({
        status: 200,
        body: answer([withPpf]),
      }),
    });
    const { container } = renderAt("/hi/tax-year-interest", <TaxYearScreen />, {
      token: "test-session-token",
    });
    expect(
      await screen.findByText(
        "आयकर से मुक्त (पीपीएफ, सुकन्या समृद्धि)",
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText("कर योग्य ब्याज, जिसे आय के रूप में बताना है"),
    ).toBeInTheDocument();
    expect(screen.getByText("करमुक्त")).toBeInTheDocument();
    expect(
      englishLeft(container, ["State Bank of India", "India Post"]),
    ).toEqual([]);
  });

  it("names the years, totals, deposits and the CSV's headers in Hindi, with no English left", async () => {
    startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: [sbiDeposit] }),
      "GET /api/investments/interest-income": () => ({
        status: 200,
        body: answer(years),
      }),
    });
    const downloads = captureDownloads();
    const { container } = renderAt("/hi/tax-year-interest", <TaxYearScreen />, {
      token: "test-session-token",
    });
    const user = userEvent.setup();
    const year = await screen.findByLabelText(
      "वित्त वर्ष",
      {},
      { timeout: 15_000 },
    );
    await user.selectOptions(year, "वित्त वर्ष 2024-25 (अप्रैल 2024 से मार्च 2025)");
    expect(
      screen.getByRole("heading", { name: "वित्त वर्ष 2024-25 में बना ब्याज" }),
    ).toBeInTheDocument();
    const deposits = within(screen.getByRole("list", { name: "जमा-वार" }));
    expect(
      deposits.getByText(
        "1 अप्रैल 2024 से 1 अप्रैल 2026 · ब्याज हर तिमाही जुड़ता है, परिपक्वता पर भुगतान · खाता 3001",
      ),
    ).toBeInTheDocument();
    expect(deposits.getByText("एक जमा")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← मेरे निवेश" })).toHaveAttribute(
      "href",
      "/hi/dashboard",
    );
    expect(
      englishLeft(container, ["State Bank of India", "Bajaj Finance"]),
    ).toEqual([]);

    await user.click(screen.getByRole("button", { name: "सीएसवी डाउनलोड करें" }));
    const csv = await readText(downloads[0]!.file);
    // Its name is the same ASCII one on a Hindi page (components/download-file.ts).
    expect(downloads.map(({ name }) => name)).toEqual([
      "kosh-interest-2024-25.csv",
    ]);
    expect(csv).toContain("वित्त वर्ष,संस्था,प्रकार,खाता संख्या");
    expect(csv.trimEnd().endsWith("2024-25,कुल,,,,,,,,,,12186")).toBe(true);
  });
});
