import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, startFakeApi } from "../../../testing/fake-api.ts";
import { fakeApiState } from "../../../testing/fake-api-data.ts";
import { renderAt } from "../../../testing/render-at.tsx";
import { CalendarFeedPanel } from "./calendar-feed-panel.tsx";

afterEach(() => vi.unstubAllGlobals());

const renderPanel = () =>
  renderAt("/dashboard", <CalendarFeedPanel />, {
    token: "test-session-token",
  });

describe("adding maturities to a calendar", () => {
  it("shows the new secret address once, then revokes it", async () => {
    const state = fakeApiState();
    startFakeApi({}, state);
    renderPanel();

    await userEvent.click(
      await screen.findByRole("button", {
        name: "Add maturities to my calendar",
      }),
    );

    const address = await screen.findByRole("textbox", {
      name: "Your calendar address (keep it private)",
    });
    expect(address).toHaveValue(state.calendarFeed);

    await userEvent.click(
      screen.getByRole("button", { name: "Revoke address" }),
    );

    expect(
      await screen.findByRole("button", {
        name: "Add maturities to my calendar",
      }),
    ).toBeVisible();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(state.calendarFeed).toBeNull();
  });

  it("offers a new address when one was made earlier, since it is shown only once", async () => {
    startFakeApi(
      {},
      fakeApiState({
        calendarFeed: "http://localhost:3000/api/calendar-feed/x.ics",
      }),
    );
    renderPanel();
    expect(
      await screen.findByRole("button", { name: "Make a new address" }),
    ).toBeVisible();
    expect(screen.getByText(/It is shown only once/)).toBeVisible();
  });

  it("says what failed, with a retry", async () => {
    startFakeApi({
      "GET /api/calendar-feed": () => apiError(503, "Kosh is busy."),
    });
    renderPanel();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Kosh is busy.");
  });
});
