import {
  addDays,
  addMonths,
  formatLongDate,
  todayIso,
} from "@kosh/core/format/date";
import { truncateLabel } from "@kosh/core/investments/chart-data";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { englishLeft } from "../../../../testing/english-left.ts";
import {
  apiError,
  startFakeApi,
  type FakeResponse,
} from "../../../../testing/fake-api.ts";
import {
  companies,
  investTypes,
  serverInvestment,
} from "../../../../testing/fake-api-data.ts";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

/** What the person's own records say, shown as they were typed: the companies and types. */
const DATA_IN_LATIN = [
  ...companies.flatMap(({ name }) => [name, truncateLabel(name)]),
  ...investTypes.map(({ type_name }) => type_name),
];

const today = todayIso();
const sbiPayout = serverInvestment({
  id: "sbi-payout",
  company_id: "co-sbi",
  principal_amount: 600_000,
  rate_of_interest: 7.2,
  start_date: today,
  end_date: addMonths(today, 24),
  interest_schedule: "payout_monthly",
  maturity_amount: 600_000,
});
const hdfcFirst = serverInvestment({
  id: "hdfc-first",
  company_id: "co-hdfc",
  principal_amount: 100_000,
  maturity_amount: 107_000,
  start_date: "2025-01-15",
  end_date: "2026-01-15",
  status: "renewed",
});
const hdfcRenewal = serverInvestment({
  id: "hdfc-renewal",
  company_id: "co-hdfc",
  principal_amount: 107_000,
  maturity_amount: 115_025,
  start_date: "2026-01-15",
  // 20 days ahead, so that 'Ready to Renew' (30 days) counts it on any date: a calendar month
  // ahead is 31 days away in December and six other months.
  end_date: addDays(today, 20),
  renewal_reference_id: "hdfc-first",
});
const bajajClosed = serverInvestment({
  id: "bajaj-closed",
  company_id: "co-bajaj",
  status: "closed",
  transaction_reason: "Paid out",
});
const bajajRunning = serverInvestment({
  id: "bajaj-running",
  company_id: "co-bajaj",
  principal_amount: 200_000,
  start_date: today,
  end_date: addMonths(today, 12),
});

function listing(answer: () => FakeResponse) {
  startFakeApi({ "GET /api/investments": answer });
}

const inHindi = () => renderDashboard({}, "/hi/dashboard");

describe("the dashboard in Hindi", { timeout: 60_000 }, () => {
  it("shows the figures, charts, deposit sections and list with no English left", async () => {
    listing(() => ({
      status: 200,
      body: [sbiPayout, hdfcRenewal, bajajRunning, bajajClosed, hdfcFirst],
    }));
    const { container } = inHindi();
    const table = await screen.findByRole(
      "table",
      { name: /^आपके निवेश, सबसे नए पहले/ },
      { timeout: 15_000 },
    );
    await screen.findByRole(
      "region",
      { name: "जमा बीमा" },
      { timeout: 15_000 },
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "मेरे निवेश" }),
    ).toBeInTheDocument();
    const card = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling;
    expect(card("कुल निवेश")).toHaveTextContent("₹9,00,000");
    expect(card("नवीनीकरण के लिए तैयार")).toHaveTextContent("1");
    const hdfcRow = within(table).getAllByText("HDFC Bank")[0]!.closest("tr")!;
    expect(hdfcRow).toHaveTextContent(
      formatLongDate(hdfcRenewal.end_date, "hi"),
    );
    expect(within(hdfcRow).getByText("सक्रिय")).toHaveClass("bg-green-100");
    expect(
      within(hdfcRow).getByRole("button", { name: "पिछले 1 दिखाएँ" }),
    ).toBeInTheDocument();
    expect(
      within(
        screen.getByRole("table", { name: "निवेशों की स्थिति" }),
      ).getAllByRole("row")[1],
    ).toHaveTextContent("सक्रिय360%");
    // The upcoming maturities: its table's Hindi date and days left, its bars' amounts in lakh.
    const upcoming = screen.getByRole("table", {
      name: "जल्द परिपक्व होने वाले निवेश",
    });
    expect(within(upcoming).getAllByRole("row")[1]).toHaveTextContent(
      `HDFC Bank${"Fixed Deposit"}${formatLongDate(hdfcRenewal.end_date, "hi")}`,
    );
    expect(within(upcoming).getAllByRole("row")[1]).toHaveTextContent(
      /\d+ दिन₹1,15,025$/,
    );
    expect(container).toHaveTextContent("₹6 लाख");
    expect(englishLeft(container, DATA_IN_LATIN)).toEqual([]);
  });

  it("invites a person with no investments in Hindi", async () => {
    listing(() => ({ status: 200, body: [] }));
    const { container } = inHindi();
    expect(
      await screen.findByRole(
        "button",
        { name: "अपना पहला निवेश जोड़ें" },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });

  it("says in Hindi that the filters hide every investment", async () => {
    listing(() => ({ status: 200, body: [sbiPayout, bajajClosed] }));
    const { container } = inHindi();
    const user = userEvent.setup();
    await screen.findByRole(
      "table",
      { name: /^आपके निवेश/ },
      { timeout: 15_000 },
    );
    await user.selectOptions(screen.getByLabelText("संस्था"), "Bajaj Finance");
    await user.click(screen.getByLabelText("नवीनीकरण के लिए तैयार"));
    expect(
      screen.getByText("आपके फ़िल्टर से कोई निवेश मेल नहीं खाता"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "फ़िल्टर हटाएँ" }),
    ).toBeInTheDocument();
    expect(englishLeft(container, DATA_IN_LATIN)).toEqual([]);
  });

  it("says in Hindi that the list failed to load, with the server's message", async () => {
    // The server answers a Hindi page in Hindi (Accept-Language: hi-IN).
    listing(() => apiError(500, "कुछ गलत हो गया"));
    const { container } = inHindi();
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent("डेटा लोड नहीं हो सका");
    expect(alert).toHaveTextContent("कुछ गलत हो गया");
    expect(
      within(alert).getByRole("button", { name: "निवेश फिर से लोड करें" }),
    ).toBeInTheDocument();
    expect(englishLeft(container)).toEqual([]);
  });

  it("says in Hindi that the list failed to load, when the server gives no reason", async () => {
    listing(() => apiError(500));
    const { container } = inHindi();
    const alert = await screen.findByRole("alert", {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent("निवेश लोड नहीं हो सके");
    expect(englishLeft(container)).toEqual([]);
  });
});
