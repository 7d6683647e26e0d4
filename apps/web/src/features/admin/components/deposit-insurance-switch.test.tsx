import { endpointPath } from "@kosh/core/api/endpoint-call";
import { endpointName } from "@kosh/core/api/index";
import { companyTypeEndpoints } from "@kosh/core/api/reference-lists";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiError,
  deferred,
  type FakeResponse,
  ok,
  startFakeApi,
} from "../../../testing/fake-api.ts";
import { admin, fakeApiState } from "../../../testing/fake-api-data.ts";
import { renderAdmin } from "../testing/render-admin.tsx";

afterEach(() => vi.unstubAllGlobals());

// Only the NBFC switch is pressed in these tests, so the route answers for it.
const PUT_NBFC = endpointName(companyTypeEndpoints.setDepositInsurance);

describe("whether a company type's deposits are insured", () => {
  it("shows each type's answer and saves an admin's change, busy until the lists are reloaded", async () => {
    const state = fakeApiState({ me: admin });
    const answer = deferred<FakeResponse>();
    const { requests } = startFakeApi(
      {
        [PUT_NBFC]: async () => {
          const response = await answer.promise;
          state.companyTypes = state.companyTypes.map((type) =>
            type.id === "ct-nbfc" ? { ...type, deposits_insured: true } : type,
          );
          return response;
        },
      },
      state,
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=company-types");

    const bank = await screen.findByRole("switch", {
      name: "Deposits insured — Bank",
    });
    const nbfc = screen.getByRole("switch", {
      name: "Deposits insured — NBFC",
    });
    expect(bank).toBeChecked();
    expect(nbfc).not.toBeChecked();

    await user.click(nbfc);
    expect(nbfc).toBeChecked();
    expect(nbfc).toBeDisabled();
    expect(requests.at(-1)).toEqual({
      method: "PUT",
      path: endpointPath(companyTypeEndpoints.setDepositInsurance, {
        id: "ct-nbfc",
      }),
      body: { deposits_insured: true },
      authorization: "Bearer test-session-token",
    });

    const sent = requests.length;
    answer.resolve(ok({ id: "ct-nbfc", deposits_insured: true }));
    await waitFor(() => expect(nbfc).toBeEnabled());
    expect(nbfc).toBeChecked();
    expect(screen.getByRole("status")).toHaveTextContent(
      "Deposit insurance saved",
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "NBFC: deposits now count as insured.",
    );
    // Both lists are read again: the dashboard's insurance section reads the companies.
    expect(
      requests
        .slice(sent)
        .map((request) => `${request.method} ${request.path}`),
    ).toEqual(
      expect.arrayContaining([
        "GET /api/admin/company-types",
        "GET /api/admin/companies",
      ]),
    );
  });

  it("turns insurance off through the fake server and the companies follow", async () => {
    const { state } = startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=company-types");
    const bank = await screen.findByRole("switch", {
      name: "Deposits insured — Bank",
    });
    await user.click(bank);
    await waitFor(() => expect(bank).toBeEnabled());
    expect(bank).not.toBeChecked();
    expect(
      state.companies
        .filter((company) => company.company_type_id === "ct-bank")
        .map((company) => company.investment_company_types.deposits_insured),
    ).toEqual([false, false]);
  });

  it("shows the server's refusal beside the type and keeps the answer it had", async () => {
    startFakeApi(
      {
        [PUT_NBFC]: () =>
          apiError(503, "The database is busy. Please try again shortly."),
      },
      fakeApiState({ me: admin }),
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=company-types");
    const nbfc = await screen.findByRole("switch", {
      name: "Deposits insured — NBFC",
    });
    await user.click(nbfc);

    const row = screen.getByRole("rowheader", { name: "NBFC" }).parentElement!;
    expect(await within(row).findByRole("alert")).toHaveTextContent(
      "The database is busy. Please try again shortly.",
    );
    expect(nbfc).not.toBeChecked();
    expect(nbfc).toBeEnabled();
  });

  it("is not offered for investment types", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/admin?tab=invest-types");
    expect(
      await screen.findByRole("rowheader", { name: "NSC" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("switch")).not.toBeInTheDocument();
  });
});
