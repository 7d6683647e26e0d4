import { endpointPath } from "@kosh/core/api/endpoint-call";
import { investmentEndpoints } from "@kosh/core/api/investments";
import type { Investment } from "@kosh/core/contracts/investments";
import { financialYearOf } from "@kosh/core/deposits/interest-by-financial-year";
import { formatLongDate, todayIso } from "@kosh/core/format/date";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../../lib/i18n/messages.ts";
import { englishLeft } from "../../../../testing/english-left.ts";
import { keysSent, ok, startFakeApi } from "../../../../testing/fake-api.ts";
import {
  schemesApiState,
  serverInvestment,
  typedInvestmentNames,
} from "../../../../testing/fake-api-data.ts";
import { renderAt } from "../../../../testing/render-at.tsx";
import { renderDashboard } from "../../testing/render-dashboard.tsx";
import { LazyInvestmentDialogs } from "./lazy-investment-dialogs.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

/**
 * Issue 29's known answer: a PPF opened on 1 April 2020 with ₹1,50,000 on 1 April of each year to
 * 2025 holds ₹11,52,076 after the interest of 31 March 2026 (7.1 % every quarter since April 2020,
 * as the Ministry of Finance notified; core/schemes/scheme-rate-history.ts), and that until the
 * next credit on 31 March 2027.
 */
const ppf = serverInvestment({
  id: "ppf-2020",
  company_id: "co-post",
  invest_type_id: "it-ppf",
  principal_amount: 900_000,
  rate_of_interest: 7.1,
  start_date: "2020-04-01",
  end_date: "2036-04-01",
  maturity_amount: null,
  deposits: [2020, 2021, 2022, 2023, 2024, 2025].map((year) => ({
    id: `dep-${year}`,
    date: `${year}-04-01`,
    amount: 150_000,
  })),
  rate_changes: [{ from: "2020-04-01", rate: 7.1 }],
});

/**
 * Issue 29's known answer for SCSS: ₹15,00,000 at 8.2 % opened on 1 March 2026 pays ₹10,592 on
 * 1 April 2026 (pro rata for March), then ₹30,750 a quarter.
 */
const scss = serverInvestment({
  id: "scss-2026",
  company_id: "co-post",
  invest_type_id: "it-scss",
  principal_amount: 1_500_000,
  rate_of_interest: 8.2,
  start_date: "2026-03-01",
  end_date: "2031-03-01",
  interest_schedule: "payout_quarterly",
  maturity_amount: 1_500_000,
});

function renderDetails(investment: Investment, today: string, url: string) {
  startFakeApi();
  renderAt(
    url,
    <LazyInvestmentDialogs
      dialog={{ kind: "details", id: investment.id }}
      investments={[investment]}
      today={today}
      onAction={vi.fn()}
      onDismiss={vi.fn()}
      onAdded={vi.fn()}
      onClosed={vi.fn()}
    />,
    { token: "test-session-token" },
  );
}

const detail = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: "dt" }).nextElementSibling
    ?.textContent;

describe("a PPF account's details", { timeout: 30_000 }, () => {
  it("shows what was deposited, the balance today, the maturity date and each deposit", async () => {
    renderDetails(ppf, "2026-06-15", "/dashboard");
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Investment Details" },
      { timeout: 10_000 },
    );
    expect(detail(dialog, "Deposited so far")).toBe("₹9,00,000");
    expect(detail(dialog, "Balance today")).toBe("₹11,52,076");
    expect(detail(dialog, "Maturity date")).toBe("01 April 2036");
    expect(detail(dialog, "Scheme")).toBe("PPF");
    // A PPF has no bank schedule: its interest is credited each 31 March by the scheme's rules.
    expect(within(dialog).queryByText("How interest is paid")).toBeNull();
    const deposits = within(
      within(dialog).getByRole("list", { name: "Deposits" }),
    ).getAllByRole("listitem");
    expect(deposits).toHaveLength(6);
    expect(deposits[0]).toHaveTextContent(
      "01 April 2020₹1,50,000Opened the account",
    );
    expect(
      within(deposits[5]!).getByRole("button", {
        name: "Delete the deposit of ₹1,50,000 on 01 April 2025",
      }),
    ).toBeInTheDocument();
    // The first deposit opened the account: it stays.
    expect(within(deposits[0]!).queryByRole("button")).toBeNull();
    expect(
      within(dialog).getByRole("button", { name: "Add a deposit" }),
    ).toBeInTheDocument();
    // A PPF account runs to its maturity: it is closed, never renewed.
    expect(
      within(dialog).getByRole("button", { name: "Close Investment" }),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByRole("button", { name: "Renew Investment" }),
    ).toBeNull();
  });

  it("says it all in Hindi at /hi, with no English left", async () => {
    renderDetails(ppf, "2026-06-15", "/hi/dashboard");
    const dialog = await screen.findByRole(
      "dialog",
      { name: "निवेश का ब्योरा" },
      { timeout: 10_000 },
    );
    expect(detail(dialog, "आज की शेष राशि")).toBe("₹11,52,076");
    expect(detail(dialog, "परिपक्वता तिथि")).toBe("1 अप्रैल 2036");
    await userEvent.click(
      within(dialog).getByRole("button", { name: "जमा जोड़ें" }),
    );
    expect(
      within(dialog).getByRole("form", { name: "जमा जोड़ें" }),
    ).toBeInTheDocument();
    expect(englishLeft(dialog, typedInvestmentNames)).toEqual([]);
  });
});

describe("a payout scheme's details", { timeout: 30_000 }, () => {
  it("shows each payout's amount, the pro rata first payout and the next", async () => {
    renderDetails(scss, "2026-03-15", "/dashboard");
    const dialog = await screen.findByRole(
      "dialog",
      { name: "Investment Details" },
      { timeout: 10_000 },
    );
    expect(detail(dialog, "Interest per payout")).toBe("₹30,750");
    expect(detail(dialog, "First payout")).toBe("₹10,592 on 01 April 2026");
    expect(detail(dialog, "Next payout")).toBe("₹10,592 on 01 April 2026");
  });
});

/** The dashboard with the PPF account's details open. */
async function ppfDetailsOnDashboard() {
  renderDashboard({}, "/dashboard?investment=ppf-2020");
  return screen.findByRole(
    "dialog",
    { name: "Investment Details" },
    { timeout: 10_000 },
  );
}

describe("adding and deleting a PPF deposit", { timeout: 40_000 }, () => {
  it("adds a deposit, refuses one above the year's limit by its field, and deletes one after asking", async () => {
    const { state, requests } = startFakeApi(
      {},
      schemesApiState({
        investments: [ppf],
      }),
    );
    const user = userEvent.setup();
    const dialog = await ppfDetailsOnDashboard();
    const today = todayIso();
    const list = () =>
      within(within(dialog).getByRole("list", { name: "Deposits" }));

    await user.click(
      within(dialog).getByRole("button", { name: "Add a deposit" }),
    );
    const form = within(within(dialog).getByRole("form"));
    expect(form.getByLabelText("Date of the deposit")).toHaveValue(today);
    await user.type(form.getByLabelText("Amount"), "1,00,000");
    await user.click(form.getByRole("button", { name: "Add deposit" }));
    expect(await list().findByText(formatLongDate(today))).toBeInTheDocument();
    expect(requests).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: endpointPath(investmentEndpoints.addDeposit, { id: "ppf-2020" }),
        body: { date: today, amount: 100_000 },
      }),
    );
    expect(detail(dialog, "Deposited so far")).toBe("₹10,00,000");

    // ₹1,00,000 of the year's ₹1,50,000 is in: ₹60,000 more is refused by the amount's field.
    await user.click(
      within(dialog).getByRole("button", { name: "Add a deposit" }),
    );
    const again = within(within(dialog).getByRole("form"));
    await user.type(again.getByLabelText("Amount"), "60000");
    await user.click(again.getByRole("button", { name: "Add deposit" }));
    const amount = again.getByLabelText("Amount");
    await waitFor(() => expect(amount).toHaveAttribute("aria-invalid", "true"));
    expect(amount).toHaveAccessibleDescription(
      `Amount is above the limit of ₹1,50,000 a financial year: ₹50,000 is left for FY ${financialYearOf(today)}.`,
    );
    expect(state.investments[0]!.deposits).toHaveLength(7);

    await user.click(again.getByRole("button", { name: "Cancel" }));
    await user.click(
      list().getByRole("button", {
        name: `Delete the deposit of ₹1,00,000 on ${formatLongDate(today)}`,
      }),
    );
    const ask = await screen.findByRole("dialog", { name: "Delete Deposit" });
    expect(ask).toHaveTextContent(
      `Delete the deposit of ₹1,00,000 on ${formatLongDate(today)}?`,
    );
    await user.click(within(ask).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(list().getAllByRole("listitem")).toHaveLength(6),
    );
    expect(state.investments[0]!.deposits).toHaveLength(6);
    expect(detail(dialog, "Deposited so far")).toBe("₹9,00,000");
  });
});

describe(
  "a deposit sent again after its answer was lost",
  { timeout: 40_000 },
  () => {
    it("carries its first Idempotency-Key, so the server records it once; the next deposit carries a new one", async () => {
      let answers = 0;
      const { requests } = startFakeApi(
        {
          "POST /api/investments/:id/deposits": (request) => {
            answers += 1;
            // The first answer never comes back: the network dropped it.
            if (answers === 1) throw new TypeError("Failed to fetch");
            const { date, amount } = request.body as Investment["deposits"][0];
            return ok(
              {
                ...ppf,
                deposits: [
                  ...ppf.deposits,
                  { id: `dep-new-${answers}`, date, amount },
                ],
              },
              201,
            );
          },
        },
        schemesApiState({ investments: [ppf] }),
      );
      const user = userEvent.setup();
      const dialog = await ppfDetailsOnDashboard();
      const addDeposit = async (amount: string) => {
        await user.click(
          within(dialog).getByRole("button", { name: "Add a deposit" }),
        );
        const form = within(within(dialog).getByRole("form"));
        await user.type(form.getByLabelText("Amount"), amount);
        await user.click(form.getByRole("button", { name: "Add deposit" }));
        return form;
      };
      const keys = () =>
        keysSent(requests, investmentEndpoints.addDeposit, { id: "ppf-2020" });

      const form = await addDeposit("10,000");
      await form.findByRole("alert");
      await user.click(form.getByRole("button", { name: "Add deposit" }));
      await waitFor(() =>
        expect(within(dialog).queryByRole("form")).toBeNull(),
      );
      const [lost, retried] = keys();
      expect(lost).toMatch(/^[0-9a-f]{32}$/);
      expect(retried).toBe(lost);

      await addDeposit("10,000");
      await waitFor(() => expect(keys()).toHaveLength(3));
      expect(keys()[2]).toMatch(/^[0-9a-f]{32}$/);
      expect(keys()[2]).not.toBe(lost);
    });
  },
);
