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
const PUT_NBFC = endpointName(companyTypeEndpoints.setCover);

describe("what backs a company type's deposits", () => {
  it("shows each type's answer and saves an admin's change, busy until the lists are reloaded", async () => {
    const state = fakeApiState({ me: admin });
    const answer = deferred<FakeResponse>();
    const { requests } = startFakeApi(
      {
        [PUT_NBFC]: async () => {
          const response = await answer.promise;
          state.companyTypes = state.companyTypes.map((type) =>
            type.id === "ct-nbfc" ? { ...type, cover: "government" } : type,
          );
          return response;
        },
      },
      state,
    );
    const user = userEvent.setup();
    renderAdmin("/admin?tab=company-types");

    const bank = await screen.findByRole("combobox", {
      name: "Deposits with Bank backed by",
    });
    const nbfc = screen.getByRole("combobox", {
      name: "Deposits with NBFC backed by",
    });
    // The tab's lead names the three covers of decision 0053, not DICGC alone.
    expect(
      screen.getByText(
        "How companies are grouped in the Add Investment form, and what backs their deposits: deposit insurance, the Government of India, or nothing.",
      ),
    ).toBeInTheDocument();
    expect(bank).toHaveDisplayValue("Deposit insurance (DICGC)");
    expect(nbfc).toHaveDisplayValue("Nothing: not covered");
    expect(
      within(nbfc)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Deposit insurance (DICGC)",
      "Government of India",
      "Nothing: not covered",
    ]);

    await user.selectOptions(nbfc, "Government of India");
    expect(nbfc).toHaveDisplayValue("Government of India");
    expect(nbfc).toBeDisabled();
    expect(requests.at(-1)).toEqual({
      method: "PUT",
      query: {},
      path: endpointPath(companyTypeEndpoints.setCover, {
        id: "ct-nbfc",
      }),
      body: { cover: "government" },
      authorization: "Bearer test-session-token",
    });

    const sent = requests.length;
    answer.resolve(ok({ id: "ct-nbfc", cover: "government" }));
    await waitFor(() => expect(nbfc).toBeEnabled());
    expect(nbfc).toHaveDisplayValue("Government of India");
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Cover saved"),
    );
    expect(screen.getByRole("status")).toHaveTextContent(
      "NBFC: deposits now count as backed by: Government of India.",
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

  it("takes a bank's insurance away through the fake server and the companies follow", async () => {
    const { state } = startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=company-types");
    const bank = await screen.findByRole("combobox", {
      name: "Deposits with Bank backed by",
    });
    await user.selectOptions(bank, "Nothing: not covered");
    await waitFor(() => expect(bank).toBeEnabled());
    expect(bank).toHaveDisplayValue("Nothing: not covered");
    expect(
      state.companies
        .filter((company) => company.company_type_id === "ct-bank")
        .map((company) => company.investment_company_types.cover),
    ).toEqual(["none", "none"]);
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
    const nbfc = await screen.findByRole("combobox", {
      name: "Deposits with NBFC backed by",
    });
    await user.selectOptions(nbfc, "Deposit insurance (DICGC)");

    const row = screen.getByRole("rowheader", { name: "NBFC" }).parentElement!;
    expect(await within(row).findByRole("alert")).toHaveTextContent(
      "The database is busy. Please try again shortly.",
    );
    expect(nbfc).toHaveDisplayValue("Nothing: not covered");
    expect(nbfc).toBeEnabled();
  });

  it("is not offered for investment types", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/admin?tab=invest-types");
    expect(
      await screen.findByRole("rowheader", { name: "NSC" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("combobox", { name: /backed by/ }),
    ).not.toBeInTheDocument();
  });
});
