import { endpointPath } from "@kosh/core/api/endpoint-call";
import { authEndpoints } from "@kosh/core/api/auth";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { callEndpoint } from "../../lib/api-client.ts";
import { TOKEN_STORAGE_KEY } from "../../lib/session-token.ts";
import { RequireAuth } from "./require-auth.tsx";
import {
  deferred,
  apiError,
  startFakeApi,
  type FakeResponse,
} from "../../testing/fake-api.ts";
import { makeUser } from "../../testing/fake-api-data.ts";
import { currentUrl, renderAt } from "../../testing/render-at.tsx";

afterEach(() => vi.unstubAllGlobals());

const dashboard = (
  <RequireAuth>
    <h1>My Investments</h1>
  </RequireAuth>
);

it("sends a guest to /auth remembering the page, without asking the server anything", async () => {
  const requests = startFakeApi({}).requests;
  renderAt("/dashboard?company=2", dashboard);
  await waitFor(() =>
    expect(currentUrl()).toBe("/auth?next=%2Fdashboard%3Fcompany%3D2"),
  );
  expect(screen.queryByText("My Investments")).not.toBeInTheDocument();
  expect(requests).toEqual([]);
});

it("waits for the session check, then shows the page to a signed-in person", async () => {
  const profile = deferred<FakeResponse>();
  const requests = startFakeApi({
    "GET /api/auth/profile": () => profile.promise,
  }).requests;
  renderAt("/dashboard", dashboard, { token: "stored-token" });

  expect(screen.getByRole("status")).toHaveTextContent(
    "Checking your session…",
  );
  expect(currentUrl()).toBe("/dashboard");
  profile.resolve({ status: 200, body: { user: makeUser() } });

  expect(await screen.findByText("My Investments")).toBeInTheDocument();
  expect(requests).toEqual([
    expect.objectContaining({
      method: "GET",
      path: endpointPath(authEndpoints.profile),
      authorization: "Bearer stored-token",
    }),
  ]);
});

it("sends a person whose profile is not completed to /complete-profile, remembering the page", async () => {
  startFakeApi({
    "GET /api/auth/profile": () => ({
      status: 200,
      body: { user: makeUser({ profile_completed: false, name: null }) },
    }),
  });
  renderAt("/admin", dashboard, { token: "stored-token" });
  await waitFor(() =>
    expect(currentUrl()).toBe("/complete-profile?next=%2Fadmin"),
  );
});

it("drops a stored token the server no longer accepts and sends the person to /auth", async () => {
  startFakeApi({
    "GET /api/auth/profile": () => apiError(401, "Session expired"),
  });
  renderAt("/dashboard", dashboard, { token: "expired-token" });
  await waitFor(() => expect(currentUrl()).toBe("/auth?next=%2Fdashboard"));
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
});

it("keeps the token when the server is down, so a reload can recover the session", async () => {
  startFakeApi({ "GET /api/auth/profile": () => apiError(503) });
  renderAt("/dashboard", dashboard, { token: "good-token" });
  await waitFor(() => expect(currentUrl()).toBe("/auth?next=%2Fdashboard"));
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("good-token");
});

it("signs out locally and goes to /auth when any later request answers 401", async () => {
  startFakeApi({
    "GET /api/auth/profile": () => ({
      status: 200,
      body: { user: makeUser() },
    }),
    "GET /api/investments": () => apiError(401, "Please sign in to continue."),
  });
  const user = userEvent.setup();
  renderAt(
    "/dashboard",
    <RequireAuth>
      <button
        type="button"
        onClick={() =>
          callEndpoint(investmentEndpoints.list, {}).catch(() => undefined)
        }
      >
        Load investments
      </button>
    </RequireAuth>,
    { token: "revoked-token" },
  );
  await user.click(
    await screen.findByRole("button", { name: "Load investments" }),
  );

  await waitFor(() => expect(currentUrl()).toBe("/auth?next=%2Fdashboard"));
  expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  expect(
    screen.queryByRole("button", { name: "Load investments" }),
  ).not.toBeInTheDocument();
});
