import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  deferred,
  ok,
  startFakeApi,
  type FakeResponse,
} from "../../testing/fake-api.ts";
import { currentUrl, renderAt } from "../../testing/render-at.tsx";
import { loadEveryMessages } from "../../lib/i18n/messages.ts";
import DashboardRoute from "./dashboard.tsx";
import TaxYearInterestRoute from "./tax-year-interest.tsx";

afterEach(() => vi.unstubAllGlobals());

const asked = (requests: { method: string; path: string }[]) =>
  requests.map((request) => `${request.method} ${request.path}`);

describe("the dashboard's first load", () => {
  it("asks for the list while the session check is still in flight", async () => {
    const profile = deferred<FakeResponse>();
    const { requests, state } = startFakeApi({
      "GET /api/auth/profile": () => profile.promise,
    });
    renderAt("/dashboard", <DashboardRoute />, { token: "test-session-token" });

    await waitFor(() =>
      expect(asked(requests)).toContain("GET /api/investments"),
    );
    // The page's own shape while the session is checked, as its HTML was built: nothing to use yet.
    expect(
      screen.getByRole("heading", { name: "My Investments" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Add Investment" }),
    ).toBeDisabled();

    profile.resolve(ok({ user: state.me }));
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Add Investment" }),
      ).toBeEnabled(),
    );
    // The list that was already asked for is the one shown: it is not asked for again.
    expect(
      asked(requests).filter((request) => request === "GET /api/investments"),
    ).toHaveLength(1);
  });

  it("asks for nothing without a stored session, and sends the guest to sign in", async () => {
    const { requests } = startFakeApi();
    renderAt("/dashboard", <DashboardRoute />);

    await waitFor(() => expect(currentUrl()).toBe("/auth?next=%2Fdashboard"));
    expect(asked(requests)).not.toContain("GET /api/investments");
  });
});

describe("a first load that fails", () => {
  it("shows 'Failed to Load Data' after one request, and Reload asks again", async () => {
    let failures = 1;
    const { requests } = startFakeApi({
      "GET /api/investments": () =>
        failures-- > 0
          ? {
              status: 500,
              body: {
                statusCode: 500,
                error: "Internal Server Error",
                message: "Something went wrong on our side.",
              },
            }
          : ok([]),
    });
    renderAt("/dashboard", <DashboardRoute />, { token: "test-session-token" });

    const failure = await screen.findByRole("alert");
    expect(failure).toHaveTextContent("Failed to Load Data");
    const listRequests = () =>
      asked(requests).filter((request) => request === "GET /api/investments");
    expect(listRequests()).toHaveLength(1);

    await userEvent.click(
      screen.getByRole("button", { name: "Reload Investments" }),
    );
    await waitFor(() => expect(screen.queryByRole("alert")).toBeNull());
    expect(listRequests()).toHaveLength(2);
  });
});

describe("My Investments' pages' titles", () => {
  beforeAll(() => loadEveryMessages("hi"));

  it.each([
    ["/dashboard", DashboardRoute, "My Investments — Kosh"],
    ["/hi/dashboard", DashboardRoute, "मेरे निवेश — Kosh"],
    ["/tax-year-interest", TaxYearInterestRoute, "Tax year interest — Kosh"],
    ["/hi/tax-year-interest", TaxYearInterestRoute, "कर वर्ष का ब्याज — Kosh"],
  ])("name %s in its language", async (url, Route, title) => {
    startFakeApi();
    renderAt(url, <Route />, { token: "test-session-token" });
    await waitFor(() => expect(document.title).toBe(title));
  });
});
