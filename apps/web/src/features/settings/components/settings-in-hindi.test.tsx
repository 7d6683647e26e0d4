import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../lib/i18n/messages.ts";
import { apiError, startFakeApi } from "../../../testing/fake-api.ts";
import { fakeApiState } from "../../../testing/fake-api-data.ts";
import { englishLeft } from "../../../testing/english-left.ts";
import { renderAt } from "../../../testing/render-at.tsx";
import { CalendarFeedPanel } from "./calendar-feed-panel.tsx";
import { SettingsScreen } from "./settings-screen.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

const signedIn = { token: "test-session-token" };

/** The fake data's company and types whose reminders come next: names shown as an admin typed them. */
const NAMES = ["Bajaj Finance", "Corporate FD", "Recurring Deposit", "PPF"];

describe("the settings at /hi/settings", () => {
  it("shows the reminders and the next ones in Hindi", async () => {
    startFakeApi({}, fakeApiState());
    renderAt("/hi/settings", <SettingsScreen />, signedIn);

    await screen.findByRole("list", { name: "अगले रिमाइंडर, सबसे पहले वाले ऊपर" });

    expect(screen.getByRole("heading", { name: "सेटिंग्स" })).toBeVisible();
    expect(document.title).toBe("सेटिंग्स — Kosh");
    expect(englishLeft(document.body, NAMES)).toEqual([]);
  });

  it("says in Hindi what is wrong with the lead times, and that they were saved", async () => {
    startFakeApi({}, fakeApiState());
    const user = userEvent.setup();
    renderAt("/hi/settings", <SettingsScreen />, signedIn);
    await screen.findByRole("list", { name: "अगले रिमाइंडर, सबसे पहले वाले ऊपर" });

    await user.click(screen.getByRole("checkbox", { name: "30 दिन पहले" }));
    await user.click(screen.getByRole("button", { name: "सहेजें" }));

    expect(await screen.findByText("रिमाइंडर सेटिंग्स सहेजी गईं")).toBeVisible();
    expect(englishLeft(document.body, NAMES)).toEqual([]);
  });

  it("shows a failed load and its retry in Hindi", async () => {
    startFakeApi({ "GET /api/reminders/settings": () => apiError(500) });
    renderAt("/hi/settings", <SettingsScreen />, signedIn);

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "रिमाइंडर सेटिंग्स नहीं मिल सकीं",
    );
    expect(englishLeft(document.body)).toEqual([]);
  });
});

describe("the calendar address in Hindi", () => {
  it("offers to add the maturities to a calendar in Hindi", async () => {
    startFakeApi({}, fakeApiState());
    renderAt("/hi/dashboard", <CalendarFeedPanel />, signedIn);

    await screen.findByRole("button", {
      name: "परिपक्वता तिथियाँ मेरे कैलेंडर में जोड़ें",
    });

    expect(englishLeft(document.body)).toEqual([]);
  });
});
