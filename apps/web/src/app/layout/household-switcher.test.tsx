import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { householdEndpoints } from "@kosh/core/api/household";
import { investmentEndpoints } from "@kosh/core/api/investments";
import type { HouseholdRole } from "@kosh/core/contracts/household";
import { DashboardScreen } from "../../features/investments/components/dashboard/dashboard-screen.tsx";
import { HOUSEHOLD_STORAGE_KEY } from "../../lib/household-choice.ts";
import { KNOWN_USER_STORAGE_KEY } from "../../lib/session-token.ts";
import {
  apiError,
  type FakeRequest,
  ok,
  startFakeApi,
} from "../../testing/fake-api.ts";
import {
  admin,
  fakeApiState,
  makeUser,
  serverInvestment,
} from "../../testing/fake-api-data.ts";
import { renderAt } from "../../testing/render-at.tsx";
import { AppLayout } from "./app-layout.tsx";

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();
/** Asha's own deposit, and one in Meera's household, which is shared with her. */
const ownDeposit = serverInvestment({ company_id: "co-sbi" });
const meerasDeposit = serverInvestment({
  company_id: "co-hdfc",
  end_date: "2099-01-01",
});

/** Asha, who may see Meera's household with `role`; the list answers each household's own. */
function startWithShared(role: Exclude<HouseholdRole, "owner"> | null) {
  const state = fakeApiState({ investments: [ownDeposit] });
  if (role)
    state.household.shared = [
      {
        household: { id: admin.id, name: "Meera Nair", role },
        members: [],
      },
    ];
  return startFakeApi(
    {
      // As the server: a household the person may not see is not found.
      "GET /api/investments": ({ query }) =>
        query.household === undefined || query.household === me.id
          ? ok(state.investments)
          : query.household === admin.id && role
            ? ok([meerasDeposit])
            : apiError(404, "Not found"),
      "GET /api/investments/export.csv": () => ok("Institution\r\n", 200),
    },
    state,
  );
}

const renderDashboard = () =>
  renderAt(
    "/dashboard",
    <AppLayout notifications={null}>
      <DashboardScreen />
    </AppLayout>,
    { token: "test-session-token" },
  );

const switcher = () =>
  screen.findByRole("combobox", { name: "Household shown" });
const buttonsNamed = (name: string | RegExp) =>
  screen.queryAllByText(name, { selector: "button" });
const listRequests = (requests: FakeRequest[]) =>
  requests.filter(
    (request) => request.path === endpointPath(investmentEndpoints.list),
  );

describe("the household switcher", () => {
  it("is not there for a person who sees only their own household", async () => {
    const api = startWithShared(null);
    renderDashboard();
    expect(await screen.findAllByText("State Bank of India")).not.toHaveLength(
      0,
    );
    await waitFor(() =>
      expect(
        api.requests.some(
          (request) =>
            request.path === endpointPath(householdEndpoints.households),
        ),
      ).toBe(true),
    );
    expect(
      screen.queryByRole("combobox", { name: "Household shown" }),
    ).toBeNull();
    expect(listRequests(api.requests)[0]!.query).toEqual({});
  });

  it("shows a household shared to view only: its investments, no changes, and says so", async () => {
    const api = startWithShared("view");
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findAllByText("State Bank of India")).not.toHaveLength(
      0,
    );
    expect(
      within(await switcher())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Asha Rao (yours)", "Meera Nair (view only)"]);

    await user.selectOptions(await switcher(), "Meera Nair (view only)");

    expect(await screen.findAllByText("HDFC Bank")).not.toHaveLength(0);
    expect(screen.queryByText("State Bank of India")).toBeNull();
    expect(listRequests(api.requests).at(-1)!.query).toEqual({
      household: admin.id,
    });
    expect(
      screen.getByText(
        "You can view this household, Meera Nair's, but not change it: its owner decides who may.",
      ),
    ).toBeVisible();
    // Text queries: the roles of a whole dashboard take jsdom seconds to compute.
    await screen.findByText("Showing 1–1 of 1 investment");
    expect(buttonsNamed("View")).not.toHaveLength(0);
    expect(buttonsNamed("Add Investment")).toEqual([]);
    expect(buttonsNamed(/^(Renew|Close)$/)).toEqual([]);

    // The export is the shown household's too.
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() =>
      expect(
        api.requests.find(
          (request) =>
            request.path === endpointPath(investmentEndpoints.exportCsv),
        )?.query,
      ).toEqual({ household: admin.id }),
    );

    // Back to the person's own: theirs again, with its changes.
    await user.selectOptions(await switcher(), "Asha Rao (yours)");
    expect(await screen.findAllByText("State Bank of India")).not.toHaveLength(
      0,
    );
    expect(buttonsNamed("Add Investment")).toHaveLength(1);
    expect(localStorage.getItem(HOUSEHOLD_STORAGE_KEY)).toBeNull();
  });

  it("remembers the choice on the device: the next visit asks for that household first", async () => {
    const first = startWithShared("edit");
    const user = userEvent.setup();
    const { unmount } = renderDashboard();
    await user.selectOptions(await switcher(), "Meera Nair (can change)");
    expect(await screen.findAllByText("HDFC Bank")).not.toHaveLength(0);
    expect(JSON.parse(localStorage.getItem(HOUSEHOLD_STORAGE_KEY)!)).toEqual({
      person: me.id,
      household: admin.id,
    });
    // With edit access the changes are there.
    await screen.findByText("Showing 1–1 of 1 investment");
    expect(buttonsNamed("Add Investment")).toHaveLength(1);
    expect(buttonsNamed("Renew")).not.toHaveLength(0);
    unmount();
    vi.unstubAllGlobals();
    expect(first.requests.length).toBeGreaterThan(0);

    const again = startWithShared("edit");
    renderDashboard();
    expect(await screen.findAllByText("HDFC Bank")).not.toHaveLength(0);
    expect(
      listRequests(again.requests).map((request) => request.query),
    ).toEqual([{ household: admin.id }]);
    expect(await switcher()).toHaveValue(admin.id);
  });

  it("falls back to the person's own household when the one chosen is no longer theirs to see", async () => {
    // A returning person: the device knows who they are, and what they chose last time.
    localStorage.setItem(KNOWN_USER_STORAGE_KEY, JSON.stringify(me));
    localStorage.setItem(
      HOUSEHOLD_STORAGE_KEY,
      JSON.stringify({ person: me.id, household: "taken-back" }),
    );
    const api = startWithShared("view");
    renderDashboard();
    expect(await screen.findAllByText("State Bank of India")).not.toHaveLength(
      0,
    );
    expect(await switcher()).toHaveValue(me.id);
    expect(localStorage.getItem(HOUSEHOLD_STORAGE_KEY)).toBeNull();
    expect(listRequests(api.requests).map((request) => request.query)).toEqual([
      { household: "taken-back" },
      {},
    ]);
  });

  it("is in the mobile menu too", async () => {
    startWithShared("view");
    const user = userEvent.setup();
    renderDashboard();
    await switcher();
    const toggle = screen.getByRole("button", { name: "Menu" });
    await user.click(toggle);
    await waitFor(() =>
      expect(toggle).toHaveAttribute("aria-expanded", "true"),
    );
    const panel = within(
      document.getElementById(toggle.getAttribute("aria-controls")!)!,
    );
    expect(
      panel.getByRole("combobox", { name: "Household shown" }),
    ).toBeVisible();
    expect(panel.getByRole("link", { name: "Household" })).toHaveAttribute(
      "href",
      "/household",
    );
  });
});
