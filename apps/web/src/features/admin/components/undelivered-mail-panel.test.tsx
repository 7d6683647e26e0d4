import { formatDateTime } from "@kosh/core/format/date";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { startFakeApi } from "../../../testing/fake-api.ts";
import { admin, fakeApiState } from "../../../testing/fake-api-data.ts";
import { renderAdmin } from "../testing/render-admin.tsx";

afterEach(() => vi.unstubAllGlobals());

describe("the Undelivered Mail tab", () => {
  it("lists each mail given up: address, kind, when, after how many attempts, and the mail server's answer", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    renderAdmin("/admin?tab=undelivered-mail");
    const list = await screen.findByRole("list", {
      name: "Undelivered mail, newest first",
    });
    const mail = within(list).getByText("gone@example.com").closest("li")!;
    expect(within(mail).getByText("Sign-in code")).toBeInTheDocument();
    expect(
      within(mail).getByText(
        `given up ${formatDateTime("2026-03-10T04:00:00.000Z")} after 1 attempt`,
      ),
    ).toBeInTheDocument();
    expect(
      within(mail).getByText(
        "Can't send mail - all recipients were rejected: 550 No such user here",
      ),
    ).toBeInTheDocument();
    // Nothing to add here: the list is the server's record.
    expect(
      screen.queryByRole("button", { name: /^(Add|Invite)/ }),
    ).not.toBeInTheDocument();
  });

  it("says so when every mail was delivered", async () => {
    startFakeApi({}, fakeApiState({ me: admin, undeliveredMails: [] }));
    renderAdmin("/admin?tab=undelivered-mail");
    expect(
      await screen.findByText("Every mail so far was delivered."),
    ).toBeInTheDocument();
  });
});
