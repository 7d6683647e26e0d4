import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { householdEndpoints } from "@kosh/core/api/household";
import type { Member } from "@kosh/core/contracts/household";
import { message } from "@kosh/core/contracts/message";
import {
  apiError,
  deferred,
  type FakeResponse,
  ok,
  startFakeApi,
} from "../../../testing/fake-api.ts";
import {
  admin,
  fakeApiState,
  makeUser,
  SELF_MEMBER_ID,
  serverInvestment,
} from "../../../testing/fake-api-data.ts";
import { renderAt } from "../../../testing/render-at.tsx";
import { HOUSEHOLD_STORAGE_KEY } from "../../../lib/household-choice.ts";
import { KNOWN_USER_STORAGE_KEY } from "../../../lib/session-token.ts";
import { HouseholdScreen } from "./household-screen.tsx";

afterEach(() => vi.unstubAllGlobals());

const signedIn = { token: "test-session-token" };
const me = makeUser();

const meera: Member = {
  id: "m-meera",
  name: "Meera",
  relation: "spouse",
  date_of_birth: "1988-07-15",
};
const dev: Member = {
  id: "m-dev",
  name: "Dev",
  relation: "parent",
  date_of_birth: null,
};

/** The sample person's household with Meera and Dev added (in the order they were added). */
function familyState() {
  const state = fakeApiState();
  state.household.members = [...state.household.members, meera, dev];
  return state;
}

const renderHousehold = (url = "/household") =>
  renderAt(url, <HouseholdScreen />, signedIn);

const membersList = () =>
  screen.findByRole("list", { name: "Members of the household" });

describe("the household's members", () => {
  it("lists the person's own member first, marked as them, then the others by name", async () => {
    startFakeApi({}, familyState());
    renderHousehold();

    const items = within(await membersList()).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Asha Rao you\s*Self · Born 12 April 1990/),
      expect.stringMatching(/^Dev\s*Parent/),
      expect.stringMatching(/^Meera\s*Spouse · Born 15 July 1988/),
    ]);
    expect(
      screen.getByRole("heading", { name: "Household", level: 1 }),
    ).toBeVisible();
    // The own member is edited, never removed.
    expect(screen.getByRole("button", { name: "Edit Asha Rao" })).toBeVisible();
    expect(
      screen.queryByRole("button", { name: "Remove Asha Rao" }),
    ).toBeNull();
    expect(screen.getByRole("button", { name: "Remove Meera" })).toBeVisible();
  });

  it("says when the person is the only member so far", async () => {
    startFakeApi({}, fakeApiState());
    renderHousehold();
    await membersList();
    expect(screen.getByText(/Only you so far/)).toBeVisible();
  });

  it("announces the members while they load, then shows them", async () => {
    const answer = deferred<FakeResponse>();
    const state = familyState();
    startFakeApi({ "GET /api/household/members": () => answer.promise }, state);
    renderHousehold();

    expect(await screen.findByRole("status")).toHaveTextContent(
      "Loading the members…",
    );
    answer.resolve(ok(state.household.members));
    await membersList();
    expect(screen.queryByText("Loading the members…")).toBeNull();
  });

  it("says the members could not be loaded, and Try again loads them", async () => {
    let failing = true;
    const state = familyState();
    startFakeApi(
      {
        "GET /api/household/members": () =>
          failing ? apiError(500) : ok(state.household.members),
      },
      state,
    );
    renderHousehold();

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The members could not be loaded.");
    failing = false;
    await userEvent.click(
      within(alert).getByRole("button", { name: "Try again" }),
    );
    expect(within(await membersList()).getAllByRole("listitem")).toHaveLength(
      3,
    );
  });

  it("adds a member with a relation and a date of birth", async () => {
    const api = startFakeApi({}, fakeApiState());
    renderHousehold();
    await membersList();

    await userEvent.click(screen.getByRole("button", { name: "Add a member" }));
    const form = screen.getByRole("form", { name: "A new member" });
    await userEvent.type(within(form).getByLabelText("Name"), "Kamala");
    await userEvent.selectOptions(
      within(form).getByLabelText("Relation"),
      "Parent",
    );
    fireEvent.input(within(form).getByLabelText("Date of birth"), {
      target: { value: "1958-03-02" },
    });
    expect(within(form).getByText("02 March 1958")).toBeVisible();
    await userEvent.click(
      within(form).getByRole("button", { name: "Add member" }),
    );

    expect(
      await screen.findByText("Kamala added to the household"),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(
          screen.getByRole("list", { name: "Members of the household" }),
        ).getByText("Kamala"),
      ).toBeVisible(),
    );
    expect(api.state.household.members.at(-1)).toMatchObject({
      name: "Kamala",
      relation: "parent",
      date_of_birth: "1958-03-02",
    });
    expect(screen.queryByRole("form", { name: "A new member" })).toBeNull();
  });

  it("names the field a new member needs before sending anything", async () => {
    const api = startFakeApi({}, fakeApiState());
    renderHousehold();
    await membersList();

    await userEvent.click(screen.getByRole("button", { name: "Add a member" }));
    await userEvent.click(screen.getByRole("button", { name: "Add member" }));

    const name = screen.getByLabelText("Name");
    expect(name).toHaveAccessibleDescription("Name is required");
    expect(name).toHaveFocus();
    expect(api.requests.filter((request) => request.method === "POST")).toEqual(
      [],
    );
  });

  it("changes a member, and the person's own without a relation to choose", async () => {
    const api = startFakeApi({}, familyState());
    renderHousehold();
    await membersList();

    await userEvent.click(
      screen.getByRole("button", { name: "Edit Asha Rao" }),
    );
    const own = screen.getByRole("form", { name: "Editing Asha Rao" });
    expect(within(own).queryByLabelText("Relation")).toBeNull();
    expect(
      within(own).getByText("You are this household's own member."),
    ).toBeVisible();
    await userEvent.click(within(own).getByRole("button", { name: "Cancel" }));

    await userEvent.click(screen.getByRole("button", { name: "Edit Meera" }));
    const form = screen.getByRole("form", { name: "Editing Meera" });
    const name = within(form).getByLabelText("Name");
    await userEvent.clear(name);
    await userEvent.type(name, "Meera Rao");
    fireEvent.input(within(form).getByLabelText("Date of birth"), {
      target: { value: "" },
    });
    await userEvent.click(within(form).getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Meera Rao saved")).toBeVisible();
    expect(
      api.state.household.members.find((member) => member.id === meera.id),
    ).toEqual({
      ...meera,
      name: "Meera Rao",
      date_of_birth: null,
    });
  });

  it("removes a member only once the person confirms in the app's dialog", async () => {
    const api = startFakeApi({}, familyState());
    renderHousehold();
    await membersList();

    await userEvent.click(screen.getByRole("button", { name: "Remove Dev" }));
    const dialog = screen.getByRole("dialog", { name: "Remove Dev?" });
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Cancel" }),
    );
    expect(api.state.household.members.map((member) => member.id)).toContain(
      dev.id,
    );

    await userEvent.click(screen.getByRole("button", { name: "Remove Dev" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Remove Dev?" })).getByRole(
        "button",
        {
          name: "Remove",
        },
      ),
    );
    expect(
      await screen.findByText("Dev removed from the household"),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole("button", { name: "Remove Dev" })).toBeNull(),
    );
    expect(api.state.household.members.map((member) => member.id)).toEqual([
      SELF_MEMBER_ID,
      meera.id,
    ]);
  });

  it("says how many investments name a member it cannot remove, and what to do", async () => {
    const state = familyState();
    state.investments = [
      serverInvestment({ holder_ids: [SELF_MEMBER_ID, meera.id] }),
      serverInvestment({ holder_ids: [meera.id] }),
    ];
    startFakeApi({}, state);
    renderHousehold();
    await membersList();

    await userEvent.click(screen.getByRole("button", { name: "Remove Meera" }));
    await userEvent.click(
      within(screen.getByRole("dialog", { name: "Remove Meera?" })).getByRole(
        "button",
        {
          name: "Remove",
        },
      ),
    );

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Investments naming Meera: 2. Change their holders first, then remove Meera.",
    );
    expect(screen.getByRole("button", { name: "Remove Meera" })).toBeVisible();
  });

  it("shows the server's refusal of a change where the person may only view", async () => {
    startFakeApi(
      {
        "POST /api/household/members": () =>
          apiError(403, message("household.viewOnly")),
      },
      fakeApiState(),
    );
    renderHousehold();
    await membersList();

    await userEvent.click(screen.getByRole("button", { name: "Add a member" }));
    await userEvent.type(screen.getByLabelText("Name"), "Kamala");
    await userEvent.click(screen.getByRole("button", { name: "Add member" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "You can see this household but not change it. Ask its owner for edit access.",
    );
  });
});

describe("sharing the household", () => {
  it("lists who has access with their role, and says when no one has", async () => {
    const state = fakeApiState();
    startFakeApi({}, state);
    renderHousehold();
    expect(
      await screen.findByText("No one else has access to your household."),
    ).toBeVisible();
  });

  it("gives a person an admin invited access by e-mail, then changes and takes it back", async () => {
    const state = fakeApiState();
    const api = startFakeApi({}, state);
    renderHousehold();
    const form = await screen.findByRole("form", { name: "Give access" });

    await userEvent.type(
      within(form).getByLabelText("E-mail address"),
      "admin@example.com",
    );
    await userEvent.selectOptions(
      within(form).getByLabelText("Access"),
      "View and change",
    );
    await userEvent.click(
      within(form).getByRole("button", { name: "Give access" }),
    );

    expect(
      await screen.findByText(
        "admin@example.com can now view and change your household",
      ),
    ).toBeVisible();
    const list = await screen.findByRole("list", {
      name: "People with access",
    });
    const row = within(list).getByRole("listitem");
    expect(row).toHaveTextContent("Meera Nair");
    expect(row).toHaveTextContent("admin@example.com");
    const role = within(row).getByRole("combobox", {
      name: "Access for Meera Nair",
    });
    expect(role).toHaveValue("edit");
    expect(within(form).getByLabelText("E-mail address")).toHaveValue("");

    // The role is changed by giving access again: the same access, the new role.
    await userEvent.selectOptions(role, "View");
    expect(
      await screen.findByText("Meera Nair can now view your household"),
    ).toBeVisible();
    const grants = api.requests.filter(
      (request) =>
        request.method === "POST" &&
        request.path === endpointPath(householdEndpoints.grantAccess),
    );
    expect(grants.map((request) => request.body)).toEqual([
      { email: "admin@example.com", role: "edit" },
      { email: "admin@example.com", role: "view" },
    ]);
    expect(api.state.household.access).toEqual([
      expect.objectContaining({ email: admin.email, role: "view" }),
    ]);

    await userEvent.click(
      screen.getByRole("button", { name: "Take back access from Meera Nair" }),
    );
    await userEvent.click(
      within(
        screen.getByRole("dialog", { name: "Take back Meera Nair's access?" }),
      ).getByRole("button", { name: "Take back" }),
    );
    expect(
      await screen.findByText("Meera Nair no longer has access"),
    ).toBeVisible();
    expect(
      await screen.findByText("No one else has access to your household."),
    ).toBeVisible();
    expect(api.state.household.access).toEqual([]);
  });

  it("says plainly that a person an admin has not invited cannot be given access", async () => {
    startFakeApi({}, fakeApiState());
    renderHousehold();
    const form = await screen.findByRole("form", { name: "Give access" });

    await userEvent.type(
      within(form).getByLabelText("E-mail address"),
      "stranger@example.com",
    );
    await userEvent.click(
      within(form).getByRole("button", { name: "Give access" }),
    );

    expect(await within(form).findByRole("alert")).toHaveTextContent(
      "stranger@example.com cannot sign in to Kosh. Only people an admin has invited can be given access.",
    );
  });
});

describe("a household shared with the person", () => {
  /** Asha may see Meera's household, to view or to change; it is chosen on this device. */
  function sharedWithMe(role: "view" | "edit") {
    const state = fakeApiState();
    state.household.shared = [
      {
        household: { id: admin.id, name: "Meera Nair", role },
        members: [
          {
            id: "m-meera-self",
            name: "Meera Nair",
            relation: "self",
            date_of_birth: null,
          },
          {
            id: "m-kiran",
            name: "Kiran",
            relation: "child",
            date_of_birth: null,
          },
        ],
      },
    ];
    localStorage.setItem(KNOWN_USER_STORAGE_KEY, JSON.stringify(me));
    localStorage.setItem(
      HOUSEHOLD_STORAGE_KEY,
      JSON.stringify({ person: me.id, household: admin.id }),
    );
    return state;
  }

  it("with view access: its members, no changes, no sharing, and says so", async () => {
    const api = startFakeApi({}, sharedWithMe("view"));
    renderHousehold();

    expect(
      await screen.findByText(
        "You can view this household, Meera Nair's, but not change it: its owner decides who may.",
      ),
    ).toBeVisible();
    const items = within(await membersList()).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Meera Nair/),
      expect.stringMatching(/^Kiran/),
    ]);
    // Meera is that household's own member, not the person looking at it.
    expect(within(items[0]!).queryByText("you")).toBeNull();
    expect(
      screen.getByRole("heading", { name: "Meera Nair's household", level: 1 }),
    ).toBeVisible();
    expect(
      screen.queryByRole("button", { name: /Add a member|Edit|Remove/ }),
    ).toBeNull();
    expect(screen.queryByRole("heading", { name: "Sharing" })).toBeNull();
    expect(
      api.requests.find(
        (request) => request.path === endpointPath(householdEndpoints.members),
      )?.query,
    ).toEqual({ household: admin.id });
  });

  it("with edit access: adds a member to that household, not the person's own", async () => {
    const api = startFakeApi({}, sharedWithMe("edit"));
    renderHousehold();
    await screen.findByRole("heading", {
      name: "Meera Nair's household",
      level: 1,
    });
    await membersList();

    await userEvent.click(screen.getByRole("button", { name: "Add a member" }));
    await userEvent.type(screen.getByLabelText("Name"), "Ira");
    await userEvent.click(screen.getByRole("button", { name: "Add member" }));

    expect(await screen.findByText("Ira added to the household")).toBeVisible();
    expect(
      api.state.household.shared[0]!.members.map((member) => member.name),
    ).toContain("Ira");
    expect(api.state.household.members.map((member) => member.name)).toEqual([
      "Asha Rao",
    ]);
    expect(screen.queryByRole("heading", { name: "Sharing" })).toBeNull();
  });
});
