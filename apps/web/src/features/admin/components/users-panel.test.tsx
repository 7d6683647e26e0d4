import { endpointPath } from "@kosh/core/api/endpoint-call";
import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lastSignInText } from "./last-sign-in.ts";
import { apiError, startFakeApi } from "../../../testing/fake-api.ts";
import { admin, fakeApiState } from "../../../testing/fake-api-data.ts";
import { renderAdmin } from "../testing/render-admin.tsx";

afterEach(() => vi.unstubAllGlobals());

async function openUsers() {
  renderAdmin("/admin?tab=users");
  return screen.findByRole("list", { name: "Users, newest invitation first" });
}

const card = (list: HTMLElement, email: string) =>
  within(list).getByText(email).closest("li")!;

describe("the list of users", () => {
  it("shows each person's role, status and last sign-in, 'Never' for the invited", async () => {
    startFakeApi({}, fakeApiState({ me: admin }));
    const list = await openUsers();
    const invited = card(list, "ravi@example.com");
    expect(within(invited).getByText("Invited")).toBeInTheDocument();
    expect(within(invited).getByText("Never")).toBeInTheDocument();
    expect(
      within(invited).getByRole("combobox", {
        name: "Role of ravi@example.com",
      }),
    ).toHaveValue("user");

    const me = card(list, "admin@example.com");
    expect(within(me).getByText("You")).toBeInTheDocument();
    expect(within(me).getByText("Active")).toBeInTheDocument();
    expect(
      within(me).getByText(lastSignInText("2026-03-10T04:30:00.000Z")),
    ).toBeInTheDocument();
    // Nobody disables themselves from here.
    expect(
      within(me).queryByRole("button", { name: /^Disable/ }),
    ).not.toBeInTheDocument();
  });

  it("words the last sign-in as a date and a time", () => {
    expect(lastSignInText(null)).toBe("Never");
    expect(lastSignInText("2026-03-10T04:30:00.000Z")).toMatch(
      /^\d{2} March 2026, \d{1,2}:\d{2} (am|pm)$/i,
    );
  });
});

describe("inviting", () => {
  it("checks the address, sends e-mail and role, and lists the newcomer first", async () => {
    const { requests } = startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    const list = await openUsers();
    await user.click(screen.getByRole("button", { name: "Invite User" }));
    const dialog = await screen.findByRole("dialog", { name: "Invite User" });

    await user.click(
      within(dialog).getByRole("button", { name: "Send Invitation" }),
    );
    expect(within(dialog).getByText("Email is required")).toBeVisible();
    await user.type(within(dialog).getByLabelText("Email"), "not-an-address");
    await user.click(
      within(dialog).getByRole("button", { name: "Send Invitation" }),
    );
    expect(within(dialog).getByText("Email is invalid")).toBeVisible();

    await user.clear(within(dialog).getByLabelText("Email"));
    await user.type(
      within(dialog).getByLabelText("Email"),
      " Priya@Example.com ",
    );
    await user.selectOptions(within(dialog).getByLabelText("Role"), "admin");
    await user.click(
      within(dialog).getByRole("button", { name: "Send Invitation" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(requests.find((request) => request.method === "POST")).toEqual({
      method: "POST",
      query: {},
      path: endpointPath(adminUserEndpoints.invite),
      body: { email: "priya@example.com", role: "admin" },
      authorization: "Bearer test-session-token",
    });
    await waitFor(() =>
      expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent(
        "priya@example.com",
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Invitation sent"),
    );
    expect(screen.getByRole("tab", { name: /^Users/ })).toHaveTextContent(
      "Users3",
    );
  });

  it("shows the server's refusal in the form", async () => {
    startFakeApi(
      {
        "POST /api/admin/users": () =>
          apiError(
            409,
            "ravi@example.com is already invited and has not signed in yet.",
          ),
      },
      fakeApiState({ me: admin }),
    );
    const user = userEvent.setup();
    await openUsers();
    await user.click(screen.getByRole("button", { name: "Invite User" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Email"), "ravi@example.com");
    await user.click(
      within(dialog).getByRole("button", { name: "Send Invitation" }),
    );
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "ravi@example.com is already invited and has not signed in yet.",
    );
  });
});

describe("changing access", () => {
  it("changes a role at once", async () => {
    const { requests } = startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    const list = await openUsers();
    const role = within(card(list, "ravi@example.com")).getByRole("combobox");
    await user.selectOptions(role, "admin");
    await waitFor(() => expect(role).toHaveValue("admin"));
    expect(requests.find((request) => request.method === "PATCH")).toEqual({
      method: "PATCH",
      query: {},
      path: endpointPath(adminUserEndpoints.update, { id: "u-invited" }),
      body: { role: "admin" },
      authorization: "Bearer test-session-token",
    });
  });

  it("shows the server's message when the last admin would be demoted, keeping the role", async () => {
    startFakeApi(
      {
        "PATCH /api/admin/users/:id": () =>
          apiError(
            409,
            "You cannot remove the admin role of admin@example.com: they are the last active admin. Make another user an admin first.",
          ),
      },
      fakeApiState({ me: admin }),
    );
    const user = userEvent.setup();
    const list = await openUsers();
    const me = card(list, "admin@example.com");
    await user.selectOptions(within(me).getByRole("combobox"), "user");
    expect(await within(me).findByRole("alert")).toHaveTextContent(
      "they are the last active admin",
    );
    expect(within(me).getByRole("combobox")).toHaveValue("admin");
  });

  it("disables only after confirmation, then offers to enable again", async () => {
    const { requests } = startFakeApi({}, fakeApiState({ me: admin }));
    const user = userEvent.setup();
    const list = await openUsers();
    await user.click(
      within(card(list, "ravi@example.com")).getByRole("button", {
        name: "Disable ravi@example.com",
      }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Disable User" });
    expect(dialog).toHaveTextContent("signed out everywhere at once");
    await user.click(within(dialog).getByRole("button", { name: "Disable" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    const ravi = card(list, "ravi@example.com");
    expect(within(ravi).getByText("Disabled")).toBeInTheDocument();

    // The page is given back to assistive technology as the dialog finishes closing.
    await user.click(
      await within(ravi).findByRole("button", {
        name: "Enable ravi@example.com",
      }),
    );
    await waitFor(() =>
      expect(
        within(card(list, "ravi@example.com")).getByText("Invited"),
      ).toBeInTheDocument(),
    );
    expect(
      requests
        .filter((request) => request.method === "PATCH")
        .map((request) => request.body),
    ).toEqual([{ disabled: true }, { disabled: false }]);
  });
});
