import { endpointName } from "@kosh/core/api/index";
import { investmentEndpoints } from "@kosh/core/api/investments";
import type { Investment } from "@kosh/core/contracts/investments";
import { addMonths, todayIso } from "@kosh/core/format/date";
import { maturityEstimate } from "@kosh/core/calculators/maturity-estimate";
import { formatIndianNumber } from "@kosh/core/format/money";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiError,
  keysSent,
  ok,
  startFakeApi,
  type FakeRequest,
} from "../../../../testing/fake-api.ts";
import { serverInvestment } from "../../../../testing/fake-api-data.ts";
import { createdInvestment, postedBody } from "../../testing/posted-body.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

/** A server holding `initial`, which adds what is posted at the top. */
function serverWith(initial: Investment[]) {
  let list = initial;
  const requests = startFakeApi({
    "GET /api/investments": () => ({ status: 200, body: list }),
    "POST /api/investments": (request: FakeRequest) => {
      const created = createdInvestment(request);
      list = [created, ...list];
      return { status: 201, body: created };
    },
  }).requests;
  return requests;
}

async function openAddForm() {
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole(
      "button",
      { name: "Add Your First Investment" },
      { timeout: 5000 },
    ),
  );
  const dialog = await screen.findByRole("dialog", {
    name: "Add New Investment",
  });
  // The company list arrives from the server.
  await within(dialog).findByRole(
    "option",
    { name: "HDFC Bank" },
    { timeout: 5000 },
  );
  return { user, dialog: within(dialog) };
}

// Typing key by key through jsdom is slow on a shared two-core machine.
describe("the Add New Investment form", { timeout: 20_000 }, () => {
  it("sets and locks the end date from a period in months", async () => {
    serverWith([]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    const today = todayIso();
    const endDate = dialog.getByLabelText("End Date");
    expect(endDate).toHaveValue(addMonths(today, 12));
    expect(endDate).toHaveAttribute("readonly");

    const period = dialog.getByLabelText("Period (months)");
    await user.clear(period);
    await user.type(period, "36");
    expect(endDate).toHaveValue(addMonths(today, 36));

    fireEvent.input(dialog.getByLabelText("Start Date"), {
      target: { value: "2026-01-31" },
    });
    expect(endDate).toHaveValue("2029-01-31");
  });

  it("takes a typed end date when the period is 0, and keeps it when the start moves", async () => {
    const requests = serverWith([]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    const period = dialog.getByLabelText("Period (months)");
    await user.clear(period);
    await user.type(period, "0");
    const endDate = dialog.getByLabelText("End Date");
    expect(endDate).not.toHaveAttribute("readonly");

    fireEvent.input(dialog.getByLabelText("Start Date"), {
      target: { value: "2026-02-01" },
    });
    fireEvent.input(endDate, { target: { value: "2026-11-15" } });
    fireEvent.input(dialog.getByLabelText("Start Date"), {
      target: { value: "2026-03-01" },
    });
    expect(endDate).toHaveValue("2026-11-15");

    await user.selectOptions(dialog.getByLabelText("Company"), "HDFC Bank");
    await user.selectOptions(
      dialog.getByLabelText("Investment Type"),
      "Fixed Deposit",
    );
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() =>
      expect(postedBody(requests)).toMatchObject({
        company_id: "co-hdfc",
        invest_type_id: "it-fd",
        start_date: "2026-03-01",
        end_date: "2026-11-15",
      }),
    );
  });

  it("estimates the maturity amount and lets the person override it", async () => {
    const requests = serverWith([]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    const today = todayIso();
    const estimate = maturityEstimate(
      100_000,
      8.5,
      today,
      addMonths(today, 12),
    );
    const maturity = dialog.getByLabelText("Maturity Amount");
    expect(maturity).toHaveValue(formatIndianNumber(estimate!));

    await user.clear(maturity);
    await user.type(maturity, "1,10,000");
    // The estimate no longer follows the sliders once overridden.
    const period = dialog.getByLabelText("Period (months)");
    await user.clear(period);
    await user.type(period, "24");
    expect(maturity).toHaveValue("1,10,000");
    await user.click(dialog.getByRole("button", { name: /Use the estimate/ }));
    expect(maturity).toHaveValue(
      formatIndianNumber(
        maturityEstimate(100_000, 8.5, today, addMonths(today, 24))!,
      ),
    );

    await user.clear(maturity);
    await user.type(maturity, "125000");
    await user.selectOptions(dialog.getByLabelText("Company"), "Bajaj Finance");
    await user.selectOptions(
      dialog.getByLabelText("Investment Type"),
      "Fixed Deposit",
    );
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() =>
      expect(postedBody(requests).maturity_amount).toBe(125_000),
    );
  });

  it("sends no maturity amount when the person clears it", async () => {
    const requests = serverWith([]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    await user.clear(dialog.getByLabelText("Maturity Amount"));
    await user.selectOptions(dialog.getByLabelText("Company"), "HDFC Bank");
    await user.selectOptions(
      dialog.getByLabelText("Investment Type"),
      "Fixed Deposit",
    );
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() =>
      expect(postedBody(requests)).not.toHaveProperty("maturity_amount"),
    );
  });

  it("keeps a principal or rate typed outside the slider bounds, with its message, and refuses to add it", async () => {
    const requests = serverWith([]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    await user.selectOptions(dialog.getByLabelText("Company"), "HDFC Bank");
    await user.selectOptions(
      dialog.getByLabelText("Investment Type"),
      "Fixed Deposit",
    );
    await user.type(dialog.getByLabelText("Notes (optional)"), "For the roof");
    const principal = dialog.getByLabelText("Principal in rupees");
    await user.clear(principal);
    await user.type(principal, "2,00,00,000");
    // No message while typing: '2' is on its way to a usable figure.
    expect(principal).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(principal).toHaveValue("2,00,00,000");
    expect(principal).toHaveAccessibleDescription(
      "Principal must be between ₹1,000 and ₹1,00,00,000",
    );

    const rate = dialog.getByLabelText("Interest Rate in percent");
    await user.clear(rate);
    await user.type(rate, "5 lakh");
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    expect(rate).toHaveValue("5 lakh");
    expect(rate).toHaveAccessibleDescription("Interest Rate must be a number");
    // The first field with a message takes the focus; nothing is sent and nothing typed is lost.
    await waitFor(() => expect(principal).toHaveFocus());
    expect(requests.some((request) => request.method === "POST")).toBe(false);
    expect(dialog.getByLabelText("Notes (optional)")).toHaveValue(
      "For the roof",
    );
    expect(dialog.getByLabelText("Company")).toHaveDisplayValue("HDFC Bank");

    await user.clear(principal);
    await user.type(principal, "250000");
    await user.clear(rate);
    await user.type(rate, "7.25");
    await user.tab();
    expect(principal).not.toHaveAttribute("aria-invalid");
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() =>
      expect(postedBody(requests)).toMatchObject({
        principal_amount: 250_000,
        rate_of_interest: 7.25,
        investment_notes: "For the roof",
      }),
    );
  });

  it("keeps a period typed outside 0–120 months with its message, and the end date it last set", async () => {
    const requests = serverWith([]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    await user.selectOptions(dialog.getByLabelText("Company"), "HDFC Bank");
    await user.selectOptions(
      dialog.getByLabelText("Investment Type"),
      "Fixed Deposit",
    );
    const period = dialog.getByLabelText("Period (months)");
    await user.clear(period);
    await user.type(period, "121");
    await user.tab();
    expect(period).toHaveValue(121);
    expect(period).toHaveAccessibleDescription(
      expect.stringContaining(
        "Period must be a whole number of months from 0 to 120",
      ),
    );
    const endDate = dialog.getByLabelText("End Date");
    expect(endDate).toHaveValue(addMonths(todayIso(), 12));

    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() => expect(period).toHaveFocus());
    expect(dialog.queryByText("End date is required")).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await user.clear(period);
    await user.type(period, "120");
    expect(endDate).toHaveValue(addMonths(todayIso(), 120));
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() =>
      expect(postedBody(requests)).toMatchObject({
        end_date: addMonths(todayIso(), 120),
      }),
    );
  });

  it("says each date in words beside its box, as it changes", async () => {
    serverWith([]);
    renderDashboard();
    const { dialog } = await openAddForm();
    const start = dialog.getByLabelText("Start Date");
    fireEvent.input(start, { target: { value: "2008-12-31" } });
    expect(start).toHaveAccessibleDescription("31 December 2008");
    expect(dialog.getByLabelText("End Date")).toHaveAccessibleDescription(
      expect.stringContaining("31 December 2009"),
    );
    fireEvent.input(start, { target: { value: "2009-01-05" } });
    expect(start).toHaveAccessibleDescription("05 January 2009");
  });

  it("names the missing company and type and sends nothing", async () => {
    const requests = serverWith([]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    expect(dialog.getByText("Choose a company")).toBeInTheDocument();
    expect(dialog.getByText("Choose an investment type")).toBeInTheDocument();
    expect(dialog.getByLabelText("Company")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("names every wrong field at once, and each message goes when its field changes", async () => {
    const requests = serverWith([]);
    renderDashboard();
    const { user, dialog } = await openAddForm();
    const period = dialog.getByLabelText("Period (months)");
    await user.clear(period);
    await user.type(period, "121");
    const maturity = dialog.getByLabelText("Maturity Amount");
    await user.clear(maturity);
    await user.type(maturity, "lots");
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));

    const messages = [
      "Choose a company",
      "Choose an investment type",
      "Period must be a whole number of months from 0 to 120",
      "Maturity amount must be a number",
    ];
    for (const message of messages) {
      expect(dialog.getByText(message)).toBeInTheDocument();
    }
    expect(period).toHaveAccessibleDescription(
      expect.stringContaining(messages[2]!),
    );
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await user.selectOptions(dialog.getByLabelText("Company"), "HDFC Bank");
    expect(dialog.queryByText("Choose a company")).not.toBeInTheDocument();
    expect(dialog.getByLabelText("Company")).not.toHaveAttribute(
      "aria-invalid",
    );
    for (const message of messages.slice(1)) {
      expect(dialog.getByText(message)).toBeInTheDocument();
    }
  });

  it("shows the server's message on a refused add and keeps what was typed", async () => {
    const { requests } = startFakeApi({
      "POST /api/investments": () =>
        apiError(400, "This company no longer takes deposits"),
    });
    renderDashboard();
    const { user, dialog } = await openAddForm();
    await user.selectOptions(dialog.getByLabelText("Company"), "HDFC Bank");
    await user.selectOptions(
      dialog.getByLabelText("Investment Type"),
      "Fixed Deposit",
    );
    await user.type(dialog.getByLabelText("Notes (optional)"), "For the roof");
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));

    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "This company no longer takes deposits",
    );
    expect(
      requests.filter((request) => request.method === "POST"),
    ).toHaveLength(1);
    expect(dialog.getByLabelText("Company")).toHaveValue("co-hdfc");
    expect(dialog.getByLabelText("Notes (optional)")).toHaveValue(
      "For the roof",
    );
    // Changing anything puts the message away.
    await user.type(dialog.getByLabelText("Notes (optional)"), ".");
    expect(dialog.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the new investment at the top of the refetched list", async () => {
    const older = serverInvestment({
      company_id: "co-sbi",
      principal_amount: 50_000,
    });
    serverWith([older]);
    renderDashboard();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Add Investment" }),
    );
    const dialog = within(
      await screen.findByRole("dialog", { name: "Add New Investment" }),
    );
    await dialog.findByRole("option", { name: "Bajaj Finance" });
    await user.selectOptions(dialog.getByLabelText("Company"), "Bajaj Finance");
    await user.selectOptions(
      dialog.getByLabelText("Investment Type"),
      "Recurring Deposit",
    );
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));

    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    const table = screen.getByRole("table", { name: /Your investments/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Bajaj Finance");
    expect(rows[0]).toHaveTextContent("Recurring Deposit");
    expect(rows[1]).toHaveTextContent("State Bank of India");
  });
});

describe(
  "an investment sent again after its answer was lost",
  { timeout: 20_000 },
  () => {
    /** The add form filled for an HDFC Bank fixed deposit, its first answer lost on the way back. */
    async function addWithTheAnswerLost() {
      let list: Investment[] = [];
      const api = startFakeApi({
        "GET /api/investments": () => ok(list),
        "POST /api/investments": (request) => {
          const created = createdInvestment(request);
          list = [{ ...created, id: `created-${list.length + 1}` }, ...list];
          return ok(list[0], 201);
        },
      });
      api.loseNextAnswer(endpointName(investmentEndpoints.create));
      renderDashboard();
      const { user, dialog } = await openAddForm();
      await user.selectOptions(dialog.getByLabelText("Company"), "HDFC Bank");
      await user.selectOptions(
        dialog.getByLabelText("Investment Type"),
        "Fixed Deposit",
      );
      const add = dialog.getByRole("button", { name: "Add Investment" });
      await user.click(add);
      await dialog.findByRole("alert");
      return {
        user,
        dialog,
        add,
        stored: () => list,
        keys: () => keysSent(api.requests, investmentEndpoints.create),
      };
    }

    it("carries its first Idempotency-Key when sent again, so the investment is recorded once", async () => {
      const { user, add, stored, keys } = await addWithTheAnswerLost();
      // The server recorded it; only its answer was lost.
      expect(stored()).toHaveLength(1);

      await user.click(add);
      await waitFor(() =>
        expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
      );
      const [lost, again] = keys();
      expect(lost).toMatch(/^[0-9a-f]{32}$/);
      expect(again).toBe(lost);
      expect(stored()).toHaveLength(1);
      const table = await screen.findByRole("table", {
        name: /Your investments/,
      });
      expect(
        within(table).getAllByRole("row", { name: /HDFC Bank/ }),
      ).toHaveLength(1);
    });

    it("carries a new key once the form is changed: it is another investment", async () => {
      const { user, dialog, add, keys } = await addWithTheAnswerLost();
      await user.type(dialog.getByLabelText("Notes (optional)"), "Joint");
      await user.click(add);
      await waitFor(() => expect(keys()).toHaveLength(2));
      const [lost, changed] = keys();
      expect(changed).toMatch(/^[0-9a-f]{32}$/);
      expect(changed).not.toBe(lost);
    });
  },
);
