import type { Investment } from "@kosh/core/contracts/investments";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  startFakeApi,
  type FakeRequest,
} from "../../../../testing/fake-api.ts";
import {
  fakeApiState,
  investTypes,
  serverInvestment,
} from "../../../../testing/fake-api-data.ts";
import { renderDashboard } from "../../testing/render-dashboard.tsx";

afterEach(() => vi.unstubAllGlobals());

/** The usual types, and a company's fixed deposit, a term deposit as well. */
function emptyServer() {
  return startFakeApi(
    {
      "GET /api/investments": () => ({ status: 200, body: [] }),
      "POST /api/investments": (request: FakeRequest) => ({
        status: 201,
        body: serverInvestment({
          ...(request.body as Partial<Investment>),
          id: "created",
        }),
      }),
    },
    fakeApiState({
      investTypes: [
        ...investTypes,
        { id: "it-cfd", type_name: "Corporate FD", scheme: "term_deposit" },
      ],
    }),
  ).requests;
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
  const dialog = within(
    await screen.findByRole("dialog", { name: "Add New Investment" }),
  );
  await dialog.findByRole(
    "option",
    { name: "Fixed Deposit" },
    { timeout: 5000 },
  );
  return { user, dialog };
}

describe("the Add form's interest schedule", { timeout: 20_000 }, () => {
  it("picks the type's usual schedule, shows a payout's monthly interest and sends the choice", async () => {
    const requests = emptyServer();
    renderDashboard();
    const { user, dialog } = await openAddForm();
    const schedule = dialog.getByLabelText("How interest is paid");
    await user.selectOptions(
      dialog.getByLabelText("Investment Type"),
      "Fixed Deposit",
    );
    expect(schedule).toHaveDisplayValue(
      "Interest added every quarter, paid at maturity",
    );

    await user.selectOptions(schedule, "Interest paid to me every month");
    // ₹1,00,000 at 8.5%: 1,00,000 × ((1 + 0.085/4)^(1/3) − 1)
    expect(dialog.getByText("₹703")).toBeInTheDocument();
    expect(dialog.getByLabelText("Maturity Amount")).toHaveValue("1,00,000");

    // Another term deposit's type no longer changes what the person chose.
    await user.selectOptions(
      dialog.getByLabelText("Investment Type"),
      "Corporate FD",
    );
    expect(schedule).toHaveDisplayValue("Interest paid to me every month");

    await user.selectOptions(dialog.getByLabelText("Company"), "HDFC Bank");
    await user.click(dialog.getByRole("button", { name: "Add Investment" }));
    await waitFor(() =>
      expect(
        requests.find((request) => request.method === "POST")?.body,
      ).toMatchObject({
        interest_schedule: "payout_monthly",
        maturity_amount: 100_000,
      }),
    );
  });
});
