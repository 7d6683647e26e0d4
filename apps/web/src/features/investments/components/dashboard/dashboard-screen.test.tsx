import { endpointPath } from "@kosh/core/api/endpoint-call";
import { investmentEndpoints } from "@kosh/core/api/investments";
import type { Investment } from "@kosh/core/contracts/investments";
import { formatLongDate, todayIso } from "@kosh/core/format/date";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiError,
  deferred,
  ok,
  startFakeApi,
  type FakeResponse,
} from "../../../../testing/fake-api.ts";
import { serverInvestment } from "../../../../testing/fake-api-data.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

function daysFromToday(days: number): string {
  const date = new Date(`${todayIso()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const sbiSoon = serverInvestment({
  id: "sbi-soon",
  company_id: "co-sbi",
  principal_amount: 200_000,
  maturity_amount: 230_000,
  start_date: daysFromToday(-355),
  end_date: daysFromToday(10),
});
const hdfcLater = serverInvestment({
  id: "hdfc-later",
  company_id: "co-hdfc",
  principal_amount: 100_000,
  maturity_amount: 110_000,
  start_date: daysFromToday(-30),
  end_date: daysFromToday(335),
  document_number: "FD/2026/0042",
});
const hdfcClosed = serverInvestment({
  id: "hdfc-closed",
  company_id: "co-hdfc",
  status: "closed",
  transaction_reason: "Paid out",
});

function serverListing(...answers: (() => FakeResponse)[]) {
  let call = 0;
  return startFakeApi({
    "GET /api/investments": () => {
      const answer = answers[Math.min(call, answers.length - 1)]!;
      call += 1;
      return answer();
    },
  }).requests;
}

const listing = (investments: Investment[]) => () => ({
  status: 200,
  body: investments,
});

async function investmentsTable() {
  return within(
    await screen.findByRole(
      "table",
      { name: /Your investments/ },
      { timeout: 5000 },
    ),
  );
}

function bodyRows(table: ReturnType<typeof within>) {
  return table.getAllByRole("row").slice(1);
}

describe("the dashboard", { timeout: 20_000 }, () => {
  it("shows skeletons while the list loads", async () => {
    const list = deferred<FakeResponse>();
    startFakeApi({ "GET /api/investments": () => list.promise });
    renderDashboard();
    expect(screen.getByText("Loading your investments…")).toBeInTheDocument();
    list.resolve(ok([]));
    expect(
      await screen.findByRole(
        "button",
        { name: "Add Your First Investment" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it("says 'Failed to Load Data' when the list fails, and Reload recovers", async () => {
    serverListing(
      () => apiError(500, "Something went wrong"),
      listing([hdfcLater]),
    );
    renderDashboard();
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Failed to Load Data");
    expect(alert).toHaveTextContent("Something went wrong");
    await userEvent.click(
      within(alert).getByRole("button", { name: "Reload Investments" }),
    );
    const table = await investmentsTable();
    expect(bodyRows(table)).toHaveLength(1);
    expect(screen.queryByText("Failed to Load Data")).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch investments' when the server gives none", async () => {
    serverListing(() => ({ status: 502 }));
    renderDashboard();
    expect(
      await screen.findByRole("alert", {}, { timeout: 5000 }),
    ).toHaveTextContent("Failed to fetch investments");
  });

  it("invites a person with no investments to add the first", async () => {
    serverListing(listing([]));
    renderDashboard();
    expect(
      await screen.findByRole(
        "button",
        { name: "Add Your First Investment" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Add Investment" }),
    ).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("sums the active chains in the five cards", async () => {
    serverListing(listing([sbiSoon, hdfcLater, hdfcClosed]));
    renderDashboard();
    await investmentsTable();
    const card = (label: string) =>
      screen.getByText(label, { selector: "dt" }).nextElementSibling;
    expect(card("Total Invested")).toHaveTextContent("₹3,00,000");
    expect(card("Expected Maturity")).toHaveTextContent("₹3,40,000");
    expect(card("Active Investments")).toHaveTextContent("2");
    expect(card("Ready to Renew")).toHaveTextContent("1");
    expect(card("Expected Returns")).toHaveTextContent("₹40,000");
  });

  it("counts what a payout deposit pays out as its return, on the card and in its details", async () => {
    // ₹2,00,000 at 7.2 % for a year, paid out every quarter: four payouts of ₹3,600.
    const quarterly = serverInvestment({
      id: "payout-quarterly",
      principal_amount: 200_000,
      rate_of_interest: 7.2,
      start_date: "2026-01-01",
      end_date: "2027-01-01",
      interest_schedule: "payout_quarterly",
      maturity_amount: 200_000,
    });
    serverListing(listing([quarterly]));
    renderDashboard({}, "/dashboard?investment=payout-quarterly");
    const dialog = within(
      await screen.findByRole(
        "dialog",
        { name: "Investment Details" },
        { timeout: 5000 },
      ),
    );
    expect(
      dialog.getByText("Expected Returns").nextElementSibling,
    ).toHaveTextContent("₹14,400");
    // Behind the open dialog, out of the accessibility tree meanwhile.
    const summary = within(
      document.querySelector<HTMLElement>('section[aria-label="Summary"]')!,
    );
    expect(
      summary.getByText("Expected Returns").nextElementSibling,
    ).toHaveTextContent("₹14,400");
  });

  it("gives each chart its figures as text", async () => {
    serverListing(listing([sbiSoon, hdfcLater, hdfcClosed]));
    renderDashboard();
    await investmentsTable();
    const upcoming = screen.getByRole("table", { name: "Upcoming Maturities" });
    const rows = within(upcoming).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent(
      `State Bank of India${"Fixed Deposit"}${formatLongDate(sbiSoon.end_date)}10 days₹2,30,000`,
    );
    const status = screen.getByRole("table", {
      name: "Investment Status Overview",
    });
    expect(within(status).getAllByRole("row")[1]).toHaveTextContent(
      "Active267%",
    );
  });

  it("filters by company and by 'Ready to Renew', and clears the filters", async () => {
    serverListing(listing([sbiSoon, hdfcLater, hdfcClosed]));
    renderDashboard();
    const user = userEvent.setup();
    const table = await investmentsTable();
    expect(bodyRows(table)).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText("Company"), "HDFC Bank");
    expect(bodyRows(await investmentsTable())).toHaveLength(2);
    await user.click(screen.getByLabelText("Ready to Renew"));
    expect(
      screen.getByText("No investments match your filters"),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(screen.getByLabelText("Company")).toHaveValue("");
    expect(screen.getByLabelText("Ready to Renew")).not.toBeChecked();
    await user.click(screen.getByLabelText("Ready to Renew"));
    const shown = bodyRows(await investmentsTable());
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveTextContent("State Bank of India");
  });

  it("offers view, renew and close by status, in the status colours", async () => {
    const matured = serverInvestment({
      id: "matured",
      company_id: "co-bajaj",
      end_date: daysFromToday(-3),
    });
    serverListing(listing([matured, hdfcLater, hdfcClosed]));
    renderDashboard();
    const rows = bodyRows(await investmentsTable());
    const buttons = (row: HTMLElement) =>
      within(row)
        .getAllByRole("button")
        .map((button) => button.textContent);
    expect(buttons(rows[0]!)).toEqual(["View", "Renew", "Close"]);
    expect(within(rows[0]!).getByText("Matured")).toHaveClass("bg-orange-100");
    expect(within(rows[1]!).getByText("Active")).toHaveClass("bg-green-100");
    expect(buttons(rows[2]!)).toEqual(["View"]);
    expect(within(rows[2]!).getByText("Closed")).toHaveClass("bg-red-100");
  });

  it("closes an investment only with a reason, and shows it closed", async () => {
    let list = [hdfcLater];
    const requests = startFakeApi({
      "GET /api/investments": () => ({ status: 200, body: list }),
      "PUT /api/investments/:id/close": (request, id) => {
        const reason = (request.body as { transaction_reason: string })
          .transaction_reason;
        list = list.map((entry) =>
          entry.id === id
            ? { ...entry, status: "closed", transaction_reason: reason }
            : entry,
        );
        return { status: 200, body: list[0] };
      },
    }).requests;
    renderDashboard();
    const user = userEvent.setup();
    const table = await investmentsTable();
    await user.click(
      within(bodyRows(table)[0]!).getByRole("button", { name: "Close" }),
    );
    const dialog = within(
      await screen.findByRole("dialog", { name: "Close Investment" }),
    );
    await user.click(dialog.getByRole("button", { name: "Close Investment" }));
    expect(dialog.getByText("Reason is required")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "PUT")).toBe(false);

    await user.type(
      dialog.getByLabelText("Reason for closing"),
      "Moved to a better rate",
    );
    await user.click(dialog.getByRole("button", { name: "Close Investment" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(requests.find((request) => request.method === "PUT")).toMatchObject({
      path: endpointPath(investmentEndpoints.close, { id: "hdfc-later" }),
      body: { transaction_reason: "Moved to a better rate" },
    });
    const row = bodyRows(await investmentsTable())[0]!;
    expect(within(row).getByText("Closed")).toBeInTheDocument();
    expect(
      within(row).queryByRole("button", { name: "Close" }),
    ).not.toBeInTheDocument();
  });

  it("opens the details a notification links to", async () => {
    serverListing(listing([sbiSoon, hdfcLater]));
    renderDashboard({}, "/dashboard?investment=hdfc-later");
    const dialog = within(
      await screen.findByRole(
        "dialog",
        { name: "Investment Details" },
        { timeout: 5000 },
      ),
    );
    expect(dialog.getByText("HDFC Bank")).toBeInTheDocument();
    expect(dialog.getByText(formatLongDate(hdfcLater.end_date))).toBeVisible();
    expect(dialog.getByText("FD/2026/0042")).toBeVisible();
    expect(window.location.search).toBe("");
  });

  it("hands every loaded list to its listener", async () => {
    serverListing(listing([sbiSoon]));
    const loaded = vi.fn();
    renderDashboard({ onInvestmentsLoaded: loaded });
    await waitFor(() => expect(loaded).toHaveBeenCalledWith([sbiSoon]));
  });
});
