import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  apiError,
  deferred,
  type FakeResponse,
  startFakeApi,
} from "../../../testing/fake-api.ts";
import {
  type FakeApiState,
  fakeApiState,
} from "../../../testing/fake-api-data.ts";
import { renderAt } from "../../../testing/render-at.tsx";
import { SettingsScreen } from "./settings-screen.tsx";

afterEach(() => vi.unstubAllGlobals());

const renderSettings = () =>
  renderAt("/settings", <SettingsScreen />, { token: "test-session-token" });

/** Opens the screen on `state`, adds '30 days before' to the lead times and saves. */
async function saveThirtyDaysBefore(state: FakeApiState) {
  startFakeApi({}, state);
  renderSettings();
  await screen.findByRole("list", { name: "Next reminders, soonest first" });
  await userEvent.click(
    screen.getByRole("checkbox", { name: "30 days before" }),
  );
  await userEvent.click(screen.getByRole("button", { name: "Save" }));
}

describe("the reminder settings", () => {
  it("shows the saved choice and the next reminders, soonest first", async () => {
    startFakeApi({}, fakeApiState());
    renderSettings();

    const preview = await screen.findByRole("list", {
      name: "Next reminders, soonest first",
    });
    const items = within(preview).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      "03 May 2026: Bajaj Finance · Corporate FD",
    );
    expect(items[0]).toHaveTextContent("matures to ₹12,16,200");
    expect(
      screen.getByRole("checkbox", { name: /E-mail me before/ }),
    ).toBeChecked();
    expect(
      screen.getByRole("checkbox", { name: "7 days before" }),
    ).toBeChecked();
    expect(
      screen.getByRole("checkbox", { name: "30 days before" }),
    ).not.toBeChecked();
  });

  it("lists the scheme reminders that would be sent apart: an RD's next instalment, a PPF year without a deposit", async () => {
    startFakeApi({}, fakeApiState());
    renderSettings();
    const preview = await screen.findByRole("list", {
      name: "Next scheme reminders, soonest first",
    });
    expect(
      within(preview)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "10 March 2026: Bajaj Finance · Recurring DepositInstalment due on 11 March 2026",
      "15 March 2026: Bajaj Finance · PPFNo deposit yet this financial year: the year's minimum, by 31 March, keeps the account active",
    ]);
  });

  it("saves new lead times and shows the server's new preview", async () => {
    const state = fakeApiState();
    await saveThirtyDaysBefore(state);

    expect(
      await screen.findByText("10 April 2026", { exact: false }),
    ).toBeVisible();
    expect(state.reminders.lead_days).toEqual([30, 7, 0]);
  });

  it("says so when reminders are turned off", async () => {
    const state = fakeApiState();
    startFakeApi({}, state);
    renderSettings();
    await screen.findByRole("list", { name: "Next reminders, soonest first" });

    await userEvent.click(
      screen.getByRole("checkbox", { name: /E-mail me before/ }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(
      await screen.findByText("Reminders are off, so none will be sent."),
    ).toBeVisible();
    expect(state.reminders.enabled).toBe(false);
  });

  it("shows loading, then the server's error with a retry", async () => {
    const answer = deferred<FakeResponse>();
    startFakeApi({ "GET /api/reminders/settings": () => answer.promise });
    renderSettings();
    expect(
      await screen.findByText("Loading reminder settings…"),
    ).toBeInTheDocument();

    answer.resolve(apiError(503, "The database is not reachable right now."));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The database is not reachable right now.");
    expect(within(alert).getByRole("button", { name: "Retry" })).toBeVisible();
  });

  it("counts each reminder's days before the end date from the day it goes out", async () => {
    const state = fakeApiState();
    // Added 12 days before its end: the 30-day reminder goes out at once, 12 days before.
    state.reminders.upcoming[0]!.send_on = "2026-04-28";
    await saveThirtyDaysBefore(state);
    const preview = screen.getByRole("list", {
      name: "Next reminders, soonest first",
    });
    await waitFor(() =>
      expect(within(preview).getAllByRole("listitem")).toHaveLength(3),
    );
    expect(
      within(preview)
        .getAllByRole("listitem")
        .map((item) => item.lastElementChild?.textContent),
    ).toEqual([
      "12 days before the end date, 10 May 2026; matures to ₹12,16,200",
      "7 days before the end date, 10 May 2026; matures to ₹12,16,200",
      "On the end date, 10 May 2026; matures to ₹12,16,200",
    ]);
  });

  it("says when no reminder is coming up", async () => {
    startFakeApi(
      {},
      fakeApiState({
        reminders: {
          enabled: true,
          lead_days: [7, 0],
          upcoming: [],
          scheme_upcoming: [],
        },
      }),
    );
    renderSettings();
    expect(await screen.findByText(/No reminders coming up/)).toBeVisible();
  });
});
