import { accountEndpoints } from "@kosh/core/api/account";
import { authEndpoints } from "@kosh/core/api/auth";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { endpointName } from "@kosh/core/api/index";
import { accountExportSchema } from "@kosh/core/contracts/account";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEveryMessages } from "../../../lib/i18n/messages.ts";
import { TOKEN_STORAGE_KEY } from "../../../lib/session-token.ts";
import { captureDownloads } from "../../../testing/downloads.ts";
import {
  apiError,
  deferred,
  type FakeResponse,
  startFakeApi,
} from "../../../testing/fake-api.ts";
import { FAKE_MAILED_CODE } from "../../../testing/fake-api-account.ts";
import {
  admin,
  fakeApiState,
  serverInvestment,
} from "../../../testing/fake-api-data.ts";
import { englishLeft } from "../../../testing/english-left.ts";
import { readText } from "../../../testing/read-text.ts";
import { currentUrl, renderAt } from "../../../testing/render-at.tsx";
import { SettingsScreen } from "./settings-screen.tsx";

beforeAll(() => loadEveryMessages("hi"));
afterEach(() => vi.unstubAllGlobals());

const EXPORT = endpointName(accountEndpoints.exportData);
const DELETE = endpointName(accountEndpoints.deleteAccount);

const renderSettings = (path = "/settings") =>
  renderAt(path, <SettingsScreen />, { token: "test-session-token" });

async function openDeleteDialog() {
  const user = userEvent.setup();
  renderSettings();
  await user.click(
    await screen.findByRole("button", { name: "Delete my account" }),
  );
  return { user, dialog: await screen.findByRole("dialog") };
}

describe("Download all my data", () => {
  it("saves the file the server names, holding the person's household", async () => {
    const state = fakeApiState({
      investments: [serverInvestment({ id: "fd-1" })],
    });
    startFakeApi({}, state);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    renderSettings();

    await user.click(
      await screen.findByRole("button", { name: "Download all my data" }),
    );

    expect(
      await screen.findByText("Downloaded kosh-data-2026-03-10.json."),
    ).toBeVisible();
    expect(downloads.map((download) => download.name)).toEqual([
      "kosh-data-2026-03-10.json",
    ]);
    const data = accountExportSchema.parse(
      JSON.parse(await readText(downloads[0]!.file)),
    );
    expect(data.profile.email).toBe("asha@example.com");
    expect(data.household.investments.map((row) => row.id)).toEqual(["fd-1"]);
  });

  it("says it is preparing the file, and says why it failed, then can try again", async () => {
    const answer = deferred<FakeResponse>();
    let calls = 0;
    startFakeApi({
      [EXPORT]: () => {
        calls += 1;
        return calls === 1
          ? answer.promise
          : apiError(503, "Kosh is busy. Try again in a minute.");
      },
    });
    const user = userEvent.setup();
    renderSettings();
    await user.click(
      await screen.findByRole("button", { name: "Download all my data" }),
    );

    const busy = await screen.findByRole("button", {
      name: "Preparing your file…",
    });
    expect(busy).toBeDisabled();
    answer.resolve(apiError(500));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to download your data",
    );

    await user.click(
      screen.getByRole("button", { name: "Download all my data" }),
    );
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "Kosh is busy. Try again in a minute.",
      ),
    );
  });
});

describe("Delete my account", () => {
  it("says what is removed and that it cannot be undone, and Escape leaves it with focus back on its button", async () => {
    startFakeApi();
    const { user, dialog } = await openDeleteDialog();

    expect(
      within(dialog).getByRole("heading", { name: "Delete my account" }),
    ).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "your profile, reminder settings and calendar address;",
      "your household's members and investments, with their deposits, holders and renewals;",
      "the access you gave others to your household, and the access others gave you to theirs (their own households stay as they are);",
      "your sessions, sign-in codes and any e-mail still waiting to be sent to you.",
    ]);
    expect(dialog).toHaveTextContent("This cannot be undone.");

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // Radix hands focus back a moment after the dialog has gone (a timer of its own).
    await waitFor(() =>
      expect(
        screen.getByRole("button", { name: "Delete my account" }),
      ).toHaveFocus(),
    );
  });

  it("mails a code, refuses a wrong one, deletes with the right one, then signs out", async () => {
    const state = fakeApiState();
    const api = startFakeApi({}, state);
    const { user, dialog } = await openDeleteDialog();

    await user.click(
      within(dialog).getByRole("button", { name: "E-mail me a code" }),
    );
    expect(
      await within(dialog).findByText(
        "We sent a code to asha@example.com. Enter it to delete your account.",
      ),
    ).toBeVisible();
    expect(
      api.requests.find(
        (request) => request.path === endpointPath(authEndpoints.sendOtp),
      )?.body,
    ).toEqual({ email: "asha@example.com" });

    const code = within(dialog).getByRole("textbox", {
      name: "Code from the e-mail",
    });
    const confirm = within(dialog).getByRole("button", {
      name: "Delete my account permanently",
    });
    await user.click(confirm);
    expect(await within(dialog).findByText("OTP is required")).toBeVisible();
    expect(code).toHaveFocus();

    await user.type(code, "111111");
    await user.click(confirm);
    expect(
      await within(dialog).findByText("The code is incorrect. 3 tries left."),
    ).toBeVisible();
    expect(state.me).not.toBeNull();

    await user.clear(code);
    await user.type(code, `${FAKE_MAILED_CODE}{Enter}`);
    const done = await within(dialog).findByRole("heading", {
      name: "Your account has been deleted",
    });
    expect(done).toHaveFocus();
    expect(within(dialog).getByRole("status")).toHaveTextContent(
      "Kosh no longer holds your account or your household's data, and you are signed out.",
    );
    expect(state.me).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Done" }));
    await waitFor(() => expect(currentUrl()).toBe("/"));
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it("says the last admin must make another admin first, and deletes nothing", async () => {
    const state = fakeApiState({ me: admin });
    startFakeApi({}, state);
    const { user, dialog } = await openDeleteDialog();
    await user.click(
      within(dialog).getByRole("button", { name: "E-mail me a code" }),
    );
    await user.type(
      await within(dialog).findByRole("textbox", {
        name: "Code from the e-mail",
      }),
      FAKE_MAILED_CODE,
    );
    await user.click(
      within(dialog).getByRole("button", {
        name: "Delete my account permanently",
      }),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "You cannot delete your account while you are the last active admin. Make another user an admin first.",
    );
    expect(state.me).not.toBeNull();
  });

  it("shows the wait the server asks for when a code was asked for too recently", async () => {
    startFakeApi({
      [endpointName(authEndpoints.sendOtp)]: () =>
        apiError(429, "Please wait 60 seconds before requesting another code."),
    });
    const { user, dialog } = await openDeleteDialog();
    await user.click(
      within(dialog).getByRole("button", { name: "E-mail me a code" }),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Please wait 60 seconds before requesting another code.",
    );
  });

  it("says it all in Hindi at /hi/settings", async () => {
    const state = fakeApiState();
    startFakeApi({ [DELETE]: () => apiError(500) }, state);
    const user = userEvent.setup();
    renderSettings("/hi/settings");
    expect(
      await screen.findByRole("heading", { name: "आपका डेटा" }),
    ).toBeVisible();
    await user.click(screen.getByRole("button", { name: "मेरा खाता हटाएँ" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(
      within(dialog).getByRole("button", { name: "मुझे कोड ईमेल करें" }),
    );
    await user.type(
      await within(dialog).findByRole("textbox", { name: "ईमेल में आया कोड" }),
      FAKE_MAILED_CODE,
    );
    await user.click(
      within(dialog).getByRole("button", {
        name: "मेरा खाता हमेशा के लिए हटाएँ",
      }),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "आपका खाता हटाया नहीं जा सका",
    );
    // The sample deposits' names, shown as an admin typed them, are the only Latin letters.
    expect(
      englishLeft(document.body, [
        "Bajaj Finance",
        "Corporate FD",
        "Recurring Deposit",
        "PPF",
      ]),
    ).toEqual([]);
  });
});
