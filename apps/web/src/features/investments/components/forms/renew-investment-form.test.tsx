import { endpointPath } from "@kosh/core/api/endpoint-call";
import { endpointName } from "@kosh/core/api/index";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { message } from "@kosh/core/contracts/message";
import type { Investment } from "@kosh/core/contracts/investments";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiError,
  keysSent,
  ok,
  startFakeApi,
  type FakeResponse,
  type FakeRequest,
} from "../../../../testing/fake-api.ts";
import { serverInvestment } from "../../../../testing/fake-api-data.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

const original = serverInvestment({
  id: "fd-2026",
  company_id: "co-hdfc",
  principal_amount: 100_000,
  maturity_amount: 107_186,
  rate_of_interest: 7,
  start_date: "2025-06-01",
  end_date: "2026-06-01",
});

/** A server with one FD; the renewal answers as `renew` says. */
function serverRenewing(renew: (request: FakeRequest) => FakeResponse) {
  let list: Investment[] = [original];
  return startFakeApi({
    "GET /api/investments": () => ({ status: 200, body: list }),
    "POST /api/investments/:id/renew": (request) => {
      const answer = renew(request);
      if (answer.status === 201) {
        list = [
          answer.body as Investment,
          ...list.map((entry) => ({ ...entry, status: "renewed" as const })),
        ];
      }
      return answer;
    },
  }).requests;
}

async function openRenew() {
  const user = userEvent.setup();
  const table = await screen.findByRole(
    "table",
    { name: /Your investments/ },
    { timeout: 5000 },
  );
  const row = within(table).getByRole("row", { name: /HDFC Bank/ });
  await user.click(within(row).getByRole("button", { name: "Renew" }));
  const dialog = within(
    await screen.findByRole("dialog", { name: "Renew Investment" }),
  );
  return { user, dialog };
}

const renewals = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path.endsWith("/renew"));

describe("renewing an investment", { timeout: 20_000 }, () => {
  it("offers the old maturity amount as the new principal", async () => {
    serverRenewing(() => ({ status: 500 }));
    renderDashboard();
    const { dialog } = await openRenew();
    expect(dialog.getByText("New principal").parentElement).toHaveTextContent(
      "₹1,07,186",
    );
    expect(dialog.getByLabelText("New End Date")).toHaveValue("2027-06-01");
  });

  it("names an invalid rate on its field and sends nothing", async () => {
    const requests = serverRenewing(() => ({ status: 500 }));
    renderDashboard();
    const { user, dialog } = await openRenew();
    const rate = dialog.getByLabelText("New Interest Rate (%)");
    await user.type(rate, "-2");
    await user.click(dialog.getByRole("button", { name: "Renew Investment" }));
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining(
        "Please enter an interest rate from 0% to 50%, or leave it empty to use the original rate.",
      ),
    );
    expect(rate).toHaveAttribute("aria-invalid", "true");
    expect(renewals(requests)).toHaveLength(0);
  });

  it("keeps a rate typed out of bounds and names the bounds as the box is left", async () => {
    const requests = serverRenewing(() => ({ status: 500 }));
    renderDashboard();
    const { user, dialog } = await openRenew();
    const rate = dialog.getByLabelText("New Interest Rate (%)");
    await user.type(rate, "60");
    expect(rate).not.toHaveAttribute("aria-invalid");
    await user.tab();
    expect(rate).toHaveValue("60");
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining(
        "Please enter an interest rate from 0% to 50%, or leave it empty to use the original rate.",
      ),
    );
    await user.click(dialog.getByRole("button", { name: "Renew Investment" }));
    await waitFor(() => expect(rate).toHaveFocus());
    expect(renewals(requests)).toHaveLength(0);
  });

  it("says the new end date in words beside its box", async () => {
    serverRenewing(() => ({ status: 500 }));
    renderDashboard();
    const { dialog } = await openRenew();
    expect(dialog.getByLabelText("New End Date")).toHaveAccessibleDescription(
      "01 June 2027",
    );
  });

  it("names every invalid field at once, and a field's message goes when it changes", async () => {
    const requests = serverRenewing(() => ({ status: 500 }));
    renderDashboard();
    const { user, dialog } = await openRenew();
    const rate = dialog.getByLabelText("New Interest Rate (%)");
    const maturity = dialog.getByLabelText("New Maturity Amount (optional)");
    await user.type(rate, "lots");
    await user.type(maturity, "0");
    await user.click(dialog.getByRole("button", { name: "Renew Investment" }));
    const rateAlert =
      "Please enter an interest rate from 0% to 50%, or leave it empty to use the original rate.";
    const maturityAlert =
      "Please enter a valid positive number for maturity amount or leave it empty for auto-calculation.";
    expect(rate).toHaveAccessibleDescription(
      expect.stringContaining(rateAlert),
    );
    expect(maturity).toHaveAccessibleDescription(
      expect.stringContaining(maturityAlert),
    );
    expect(renewals(requests)).toHaveLength(0);

    await user.clear(maturity);
    expect(dialog.queryByText(maturityAlert)).not.toBeInTheDocument();
    expect(maturity).not.toHaveAttribute("aria-invalid");
    expect(dialog.getByText(rateAlert)).toBeInTheDocument();
  });

  it.each([
    [
      apiError(503, "The database is unavailable"),
      "Database connection error. Please try again in a few moments. If the problem persists, contact support.",
    ],
    [
      apiError(500, "Internal Server Error"),
      "Server error occurred. Please check the console for details and try again.",
    ],
    [
      apiError(409, "Only an active investment can be renewed"),
      "Renewal failed: Only an active investment can be renewed",
    ],
  ])(
    "explains a failed renewal and keeps what was typed (%o)",
    async (answer, alert) => {
      serverRenewing(() => answer);
      renderDashboard();
      const { user, dialog } = await openRenew();
      await user.type(dialog.getByLabelText("Reason (optional)"), "Same terms");
      await user.click(
        dialog.getByRole("button", { name: "Renew Investment" }),
      );
      await waitFor(() =>
        expect(dialog.getByRole("alert")).toHaveTextContent(alert),
      );
      expect(dialog.getByLabelText("Reason (optional)")).toHaveValue(
        "Same terms",
      );
    },
  );

  it("sends the original rate when left empty and shows the renewal on top, the old one as Previous", async () => {
    const requests = serverRenewing((request) => {
      const body = request.body as Record<string, number | string>;
      return {
        status: 201,
        body: serverInvestment({
          id: "fd-2027",
          company_id: "co-hdfc",
          principal_amount: 107_186,
          rate_of_interest: Number(body.new_rate),
          start_date: "2026-06-01",
          end_date: String(body.new_end_date),
          maturity_amount: Number(body.new_maturity_amount),
          renewal_reference_id: "fd-2026",
        }),
      };
    });
    renderDashboard();
    const { user, dialog } = await openRenew();
    await user.type(dialog.getByLabelText("Reason (optional)"), "Same terms");
    await user.click(dialog.getByRole("button", { name: "Renew Investment" }));

    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(renewals(requests)[0]).toMatchObject({
      path: endpointPath(investmentEndpoints.renew, { id: "fd-2026" }),
      body: {
        new_end_date: "2027-06-01",
        new_rate: 7,
        transaction_reason: "Same terms",
        new_maturity_amount: 114_684, // ₹1,07,186 × 1.07^(365/365.25)
      },
    });
    const table = screen.getByRole("table", { name: /Your investments/ });
    const head = within(table).getAllByRole("row")[1]!;
    expect(head).toHaveTextContent("₹1,07,186");
    await user.click(
      within(head).getByRole("button", { name: "Show 1 previous" }),
    );
    const previous = within(table).getAllByRole("row")[2]!;
    expect(previous).toHaveTextContent("Previous");
    expect(previous).toHaveTextContent("Renewed");
    expect(previous).toHaveTextContent("₹1,00,000");
    expect(
      within(previous).queryByRole("button", { name: "Renew" }),
    ).not.toBeInTheDocument();
  });
});

describe(
  "a renewal sent again after its answer was lost",
  { timeout: 20_000 },
  () => {
    it("carries its first Idempotency-Key, so it gets the renewal back instead of 'already renewed'", async () => {
      let list: Investment[] = [original];
      const api = startFakeApi({
        "GET /api/investments": () => ok(list),
        // As the server: an investment renews once.
        "POST /api/investments/:id/renew": (request, id) => {
          const renewing = list.find((entry) => entry.id === id);
          if (renewing?.status !== "active")
            return apiError(
              409,
              message("investments.alreadyCannotRenew", {
                status: message(`investmentStatus.${renewing!.status}`),
              }),
            );
          const body = request.body as { new_end_date: string };
          const renewal = serverInvestment({
            id: "fd-2027",
            company_id: "co-hdfc",
            principal_amount: 107_186,
            start_date: original.end_date,
            end_date: body.new_end_date,
            renewal_reference_id: original.id,
          });
          list = [
            renewal,
            ...list.map((entry) => ({ ...entry, status: "renewed" as const })),
          ];
          return ok(renewal, 201);
        },
      });
      api.loseNextAnswer(endpointName(investmentEndpoints.renew));
      renderDashboard();
      const { user, dialog } = await openRenew();
      const renew = dialog.getByRole("button", { name: "Renew Investment" });
      await user.click(renew);
      await dialog.findByRole("alert");
      expect(list).toHaveLength(2);

      await user.click(renew);
      await waitFor(() =>
        expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
      );
      const [lost, again] = keysSent(api.requests, investmentEndpoints.renew, {
        id: original.id,
      });
      expect(lost).toMatch(/^[0-9a-f]{32}$/);
      expect(again).toBe(lost);
      expect(list).toHaveLength(2);
    });
  },
);
