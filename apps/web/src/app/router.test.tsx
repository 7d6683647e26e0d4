import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigate } from "wouter/use-browser-location";
import { Route, Switch } from "wouter";
import { authEndpoints } from "@kosh/core/api/auth";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { callEndpoint } from "../lib/api-client.ts";
import { getMembers } from "../lib/household-members.ts";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";
import { startFakeApi } from "../testing/fake-api.ts";
import { lazyPage, preloadPage } from "./router.tsx";

function Broken(): never {
  throw new Error("the page broke");
}

const BrokenPage = lazyPage(async () => ({ default: Broken }));
const SipPage = lazyPage(async () => ({
  default: () => <h1>SIP Calculator</h1>,
}));

afterEach(() => {
  window.history.replaceState(null, "", "/");
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe("a page that throws", () => {
  it("shows Something went wrong, and the next page renders after navigating away", async () => {
    const logged = vi.mocked(console.error).mockImplementation(() => undefined);
    window.history.replaceState(null, "", "/broken");
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Switch>
          <Route path="/broken" component={BrokenPage} />
          <Route path="/sip" component={SipPage} />
        </Switch>
      </Suspense>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Something went wrong",
    );
    expect(logged).toHaveBeenCalledWith(
      "Screen failed",
      expect.objectContaining({ message: "the page broke" }),
    );

    act(() => navigate("/sip"));
    expect(
      await screen.findByRole("heading", { name: "SIP Calculator" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});

describe("a preloaded page", () => {
  it("renders at once, with no loading placeholder in between", async () => {
    const FdPage = lazyPage(async () => ({
      default: () => <h1>FD Calculator</h1>,
    }));
    await FdPage.preload();
    window.history.replaceState(null, "", "/fd");
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Route path="/fd" component={FdPage} />
      </Suspense>,
    );
    expect(
      screen.getByRole("heading", { name: "FD Calculator" }),
    ).toBeInTheDocument();
    expect(screen.queryByText("Loading…")).not.toBeInTheDocument();
  });
});

describe("the first load of a page", () => {
  const asked = (requests: { method: string; path: string }[]) =>
    requests.map((request) => `${request.method} ${request.path}`);

  it("asks who the person is, and for the dashboard's list and household members, while the page's code loads", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
    const { requests } = startFakeApi();
    const loading = preloadPage("/dashboard");
    // All are sent at once: none waits for the page's chunk or for its entry's module (zod).
    expect(asked(requests).sort()).toEqual([
      "GET /api/auth/profile",
      "GET /api/household/members",
      "GET /api/investments",
    ]);
    await loading;

    // The page's own requests take those answers instead of asking again.
    await callEndpoint(authEndpoints.profile, {});
    await callEndpoint(investmentEndpoints.list, {});
    await getMembers(undefined);
    expect(requests).toHaveLength(3);
  });

  it("asks for nothing without a stored session", async () => {
    const { requests } = startFakeApi();
    await preloadPage("/dashboard");
    expect(requests).toHaveLength(0);
  });

  it("asks only who the person is on a page without requests of its own", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
    const { requests } = startFakeApi();
    await preloadPage("/sip");
    await vi.waitFor(() =>
      expect(asked(requests)).toEqual(["GET /api/auth/profile"]),
    );
    await callEndpoint(authEndpoints.profile, {});
    expect(requests).toHaveLength(1);
  });
});
