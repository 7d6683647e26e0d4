import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { navigate } from "wouter/use-browser-location";
import { Route, Switch } from "wouter";
import { lazyPage } from "./router.tsx";

function Broken(): never {
  throw new Error("the page broke");
}

const BrokenPage = lazyPage(async () => ({ default: Broken }));
const SipPage = lazyPage(async () => ({
  default: () => <h1>SIP Calculator</h1>,
}));

afterEach(() => window.history.replaceState(null, "", "/"));

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
      expect.any(String),
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
