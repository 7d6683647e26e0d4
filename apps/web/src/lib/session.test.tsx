import { endpointPath } from "@kosh/core/api/endpoint-call";
import { authEndpoints } from "@kosh/core/api/auth";
import { useQuery } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import type { VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiError,
  startFakeApi,
  type FakeRequest,
} from "../testing/fake-api.ts";
import { serverRoutes } from "../testing/fake-api-server.ts";
import {
  fakeApiState,
  makeUser,
  serverInvestment,
} from "../testing/fake-api-data.ts";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { ApiError, callEndpoint } from "./api-client.ts";
import { WithQueryClient } from "./react-query.tsx";
import { SessionProvider, useSession, useSessionStore } from "./session.tsx";
import {
  KNOWN_USER_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  writeToken,
} from "./session-token.ts";

afterEach(() => vi.unstubAllGlobals());

const asha = makeUser();
const ravi = makeUser({ id: "u-ravi", email: "ravi@example.com" });

/** Who the session says is signed in, and the ways a person leaves or arrives. */
function SignedInAs() {
  const { user, loading, error, signOut } = useSession();
  const store = useSessionStore();
  return (
    <>
      <p>
        {loading
          ? "checking"
          : `signed in as ${user?.email ?? "nobody"}${error instanceof ApiError ? ` (could not check: ${error.status})` : ""}`}
      </p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      <button
        type="button"
        onClick={() => {
          // What a right sign-in code does (features/auth/api/verify-otp.ts).
          writeToken("ravi-token");
          store.setUser(ravi);
        }}
      >
        Sign in as Ravi
      </button>
    </>
  );
}

/** A signed-in page's cached list, as My Investments holds it. */
function InvestmentCount() {
  const { user } = useSession();
  const list = useQuery({
    queryKey: ["investments"],
    queryFn: ({ signal }) =>
      callEndpoint(investmentEndpoints.list, {}, { signal }),
    enabled: user !== null,
  });
  if (!user) return null;
  return (
    <p>{list.data ? `${list.data.length} investments` : "loading list"}</p>
  );
}

function renderSession({ token }: { token?: string } = {}) {
  if (token) localStorage.setItem(TOKEN_STORAGE_KEY, token);
  return render(
    <SessionProvider>
      <WithQueryClient>
        <SignedInAs />
        <InvestmentCount />
      </WithQueryClient>
    </SessionProvider>,
  );
}

const profileChecks = (requests: { method: string; path: string }[]) =>
  requests.filter(
    (request) => request.path === endpointPath(authEndpoints.profile),
  ).length;

/** A start with no network: the session check cannot reach the server. */
function startOffline() {
  startFakeApi({
    "GET /api/auth/profile": () => {
      throw new TypeError("Failed to fetch");
    },
  });
}

describe("the session", () => {
  it("asks nothing without a stored token", () => {
    const { requests } = startFakeApi();
    renderSession();
    expect(screen.getByText("signed in as nobody")).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it("checks a stored token once, and a 401 signs out and removes the token", async () => {
    const { requests, state } = startFakeApi();
    state.me = null;
    renderSession({ token: "expired-token" });
    expect(screen.getByText("checking")).toBeInTheDocument();
    expect(await screen.findByText("signed in as nobody")).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(profileChecks(requests)).toBe(1);
  });

  it("keeps the token through an outage and keeps why it could not check", async () => {
    startFakeApi({
      "GET /api/auth/profile": () => apiError(503, "Service unavailable"),
    });
    renderSession({ token: "good-token" });
    expect(
      await screen.findByText("signed in as nobody (could not check: 503)"),
    ).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("good-token");
  });

  it("offline keeps the person the token was last confirmed for, and asks again once back online", async () => {
    const state = fakeApiState({ me: asha });
    startFakeApi({}, state);
    const first = renderSession({ token: "asha-token" });
    await screen.findByText(`signed in as ${asha.email}`);
    first.unmount();

    // The next visit starts with no network: the check cannot reach the server.
    let online = false;
    const noNetwork = (request: FakeRequest, id?: string) => {
      if (!online) throw new TypeError("Failed to fetch");
      return serverRoutes(state)["GET /api/auth/profile"]!(request, id);
    };
    startFakeApi({ "GET /api/auth/profile": noNetwork }, state);
    renderSession();
    expect(
      await screen.findByText(
        `signed in as ${asha.email} (could not check: 0)`,
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe("asha-token");

    online = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(
      await screen.findByText(`signed in as ${asha.email}`),
    ).toBeInTheDocument();
  });

  it("forgets the person with the token: a start offline after signing out is a guest's", async () => {
    const state = fakeApiState({ me: asha });
    startFakeApi({}, state);
    const user = userEvent.setup();
    const first = renderSession({ token: "asha-token" });
    await screen.findByText(`signed in as ${asha.email}`);
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    first.unmount();
    expect(localStorage.getItem(KNOWN_USER_STORAGE_KEY)).toBeNull();

    // A token with no person confirmed for it (one an older version stored) is nobody to trust.
    startOffline();
    renderSession({ token: "asha-token" });
    expect(
      await screen.findByText("signed in as nobody (could not check: 0)"),
    ).toBeInTheDocument();
  });

  it("does not trust a remembered person whose entry is not a person", async () => {
    localStorage.setItem(
      KNOWN_USER_STORAGE_KEY,
      JSON.stringify({ ...asha, role: "owner" }),
    );
    startOffline();
    renderSession({ token: "asha-token" });
    expect(
      await screen.findByText("signed in as nobody (could not check: 0)"),
    ).toBeInTheDocument();
  });

  it("asks who the person is again when a signed-in request answers 403", async () => {
    const { requests } = startFakeApi({
      "GET /api/investments": () => apiError(403, "Not allowed"),
    });
    renderSession({ token: "asha-token" });
    await waitFor(() => expect(profileChecks(requests)).toBe(2));
    expect(
      await screen.findByText(`signed in as ${asha.email}`),
    ).toBeInTheDocument();
  });

  it("follows a sign-out in another tab", async () => {
    startFakeApi();
    renderSession({ token: "asha-token" });
    await screen.findByText(`signed in as ${asha.email}`);

    // The other tab removes the shared token; the browser tells this one.
    localStorage.removeItem(TOKEN_STORAGE_KEY);
    act(() => {
      window.dispatchEvent(
        new StorageEvent("storage", {
          key: TOKEN_STORAGE_KEY,
          oldValue: "asha-token",
          newValue: null,
        }),
      );
    });
    expect(screen.getByText("signed in as nobody")).toBeInTheDocument();
  });

  it("drops the previous person's cached data when one signs out and another signs in", async () => {
    const state = fakeApiState({ me: asha, investments: [serverInvestment()] });
    const { requests } = startFakeApi({}, state);
    const user = userEvent.setup();
    renderSession({ token: "asha-token" });
    expect(await screen.findByText("1 investments")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(screen.getByText("signed in as nobody")).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    // Ravi signs in on the same device, within the list's 30 s of freshness.
    state.me = ravi;
    state.investments = [];
    await user.click(screen.getByRole("button", { name: "Sign in as Ravi" }));
    expect(screen.getByText(`signed in as ${ravi.email}`)).toBeInTheDocument();
    expect(screen.queryByText("1 investments")).not.toBeInTheDocument();
    expect(await screen.findByText("0 investments")).toBeInTheDocument();
    expect(
      requests.filter(
        (request) => request.path === endpointPath(investmentEndpoints.list),
      ),
    ).toHaveLength(2);
  });

  it("shows the guest view when built ahead of time, and hydrates it without a mismatch", async () => {
    startFakeApi();
    localStorage.setItem(TOKEN_STORAGE_KEY, "asha-token");
    const page = (
      <SessionProvider>
        <SignedInAs />
      </SessionProvider>
    );
    // As the build draws it (src/prerender.tsx), with Preact's string renderer.
    const html = renderToString(page as unknown as VNode);
    expect(html).toContain("signed in as nobody");

    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page);
    });
    // Taken over as drawn: the guest's line is replaced by the person's, not added beside it.
    await waitFor(() =>
      expect(container).toHaveTextContent(`signed in as ${asha.email}`),
    );
    expect(container).not.toHaveTextContent("signed in as nobody");
    act(() => root?.unmount());
    container.remove();
  });
});
