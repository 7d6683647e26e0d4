import { endpointPath } from "@kosh/core/api/endpoint-call";
import { authEndpoints } from "@kosh/core/api/auth";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, startFakeApi } from "../../../testing/fake-api.ts";
import { admin, fakeApiState } from "../../../testing/fake-api-data.ts";
import { renderAdmin } from "../testing/render-admin.tsx";

afterEach(() => vi.unstubAllGlobals());

const ACCESS_DENIED =
  "Access Denied: You need administrator privileges to access this panel.";

describe("who sees the admin panel", () => {
  it("shows a signed-in user exactly Access Denied, and asks the server for no admin list", async () => {
    const state = fakeApiState({ me: admin });
    state.me = { ...admin, id: "u-plain", role: "user" };
    const { requests } = startFakeApi({}, state);
    renderAdmin();
    expect(await screen.findByText(ACCESS_DENIED)).toBeInTheDocument();
    expect(
      screen.getByRole("heading", { level: 1, name: "Admin Panel" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(
      requests.filter(
        (request) => request.path !== endpointPath(authEndpoints.profile),
      ),
    ).toEqual([]);
  });

  it("turns to Access Denied when the server says this admin was demoted meanwhile", async () => {
    const state = fakeApiState({ me: admin });
    const forbidden = () =>
      apiError(403, "You need administrator privileges to do this.");
    startFakeApi(
      {
        "GET /api/admin/users": () => {
          state.me = { ...admin, role: "user" };
          return forbidden();
        },
      },
      state,
    );
    renderAdmin("/admin?tab=users");
    expect(await screen.findByText(ACCESS_DENIED)).toBeInTheDocument();
  });
});

describe("the tabs", () => {
  it("shows Companies, Company Types, Investment Types, Scheme Rates, Users and Undelivered Mail, each with its count", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin();
    const tabs = await screen.findByRole("tablist", { name: "Admin lists" });
    await waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole("tab")
          .map((tab) => tab.textContent),
      ).toEqual([
        "Companies3",
        "Company Types2",
        "Investment Types3",
        "Scheme Rates3",
        "Users2",
        "Undelivered Mail1",
      ]),
    );
    expect(screen.getByRole("tab", { name: /^Companies/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(
      screen.getByRole("heading", { name: "Admin Panel", level: 1 }),
    ).toBeInTheDocument();
  });

  it("opens the tab the address names, and puts the chosen tab in the address", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    renderAdmin("/admin?tab=invest-types");
    expect(
      await screen.findByRole("tab", { name: /^Investment Types/ }),
    ).toHaveAttribute("aria-selected", "true");
    expect(
      await screen.findByRole("rowheader", { name: "Fixed Deposit" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: /^Users/ }));
    expect(window.location.search).toBe("?tab=users");
    expect(
      await screen.findByRole("heading", { name: "Users" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("tab", { name: /^Companies/ }));
    expect(window.location.search).toBe("");
  });

  it("shows Failed to Load Data with the server's message, and Try Again reloads", async () => {
    let calls = 0;
    startFakeApi(
      {
        "GET /api/admin/companies": () => {
          calls += 1;
          return calls === 1
            ? apiError(
                503,
                "The database is not reachable right now. Please try again in a few moments.",
              )
            : { status: 200, body: fakeApiState({ me: admin }).companies };
        },
      },
      fakeApiState({ me: admin }),
    );
    const user = userEvent.setup();
    renderAdmin();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to Load Data");
    expect(alert).toHaveTextContent("The database is not reachable right now.");
    await user.click(within(alert).getByRole("button", { name: "Try Again" }));
    expect(
      await screen.findByRole("rowheader", { name: "HDFC Bank" }),
    ).toBeInTheDocument();
  });

  it("says so when a list is empty", async () => {
    const state = fakeApiState({ me: admin });
    state.companies = [];
    startFakeApi({}, state);
    renderAdmin();
    expect(
      await screen.findByText(
        "No companies yet. Add the banks and issuers your users invest with.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /^Companies/ })).toHaveTextContent(
      "Companies0",
    );
  });
});
