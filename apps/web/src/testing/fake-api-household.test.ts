import { afterEach, describe, expect, it, vi } from "vitest";
import { householdEndpoints } from "@kosh/core/api/household";
import { message } from "@kosh/core/contracts/message";
import { ApiError, callEndpoint } from "../lib/api-client.ts";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";
import { startFakeApi } from "./fake-api.ts";
import {
  admin,
  fakeApiState,
  SELF_MEMBER_ID,
  serverInvestment,
} from "./fake-api-data.ts";

afterEach(() => vi.unstubAllGlobals());

async function failure(request: Promise<unknown>) {
  const error = await request.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** Asha's household with Meera, whom two investments name; Meera's household shared with her. */
function familyState(role: "view" | "edit" = "view") {
  localStorage.setItem(TOKEN_STORAGE_KEY, "token");
  const state = fakeApiState();
  state.household.members.push({
    id: "m-meera",
    name: "Meera",
    relation: "spouse",
    date_of_birth: null,
  });
  state.investments = [
    serverInvestment({ holder_ids: [SELF_MEMBER_ID, "m-meera"] }),
    serverInvestment({ holder_ids: ["m-meera"] }),
  ];
  state.household.shared = [
    {
      household: { id: admin.id, name: "Meera Nair", role },
      members: [
        {
          id: "m-other",
          name: "Meera Nair",
          relation: "self",
          date_of_birth: null,
        },
      ],
    },
  ];
  return state;
}

const {
  members,
  addMember,
  removeMember,
  households,
  grantAccess,
  revokeAccess,
  access,
} = householdEndpoints;

describe("the fake API's household, as the server answers it", () => {
  it("lists the person's own household first, then those shared with them", async () => {
    startFakeApi({}, familyState());
    expect(await callEndpoint(households, {})).toEqual([
      {
        id: "3f0c2f8e-6a55-4d43-9a55-0d5c1b1a2c01",
        name: "Asha Rao",
        role: "owner",
      },
      { id: admin.id, name: "Meera Nair", role: "view" },
    ]);
  });

  it("answers a household the person may not see with 404, and a change where they may only view with 403", async () => {
    const api = startFakeApi({}, familyState("view"));
    expect(
      (
        await failure(
          callEndpoint(members, { query: { household: "u-stranger" } }),
        )
      ).status,
    ).toBe(404);
    expect(
      await callEndpoint(members, { query: { household: admin.id } }),
    ).toEqual([expect.objectContaining({ id: "m-other" })]);
    const refused = await failure(
      callEndpoint(addMember, {
        query: { household: admin.id },
        body: { name: "Ira", relation: "child" },
      }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(message("household.viewOnly"));
    expect(api.state.household.shared[0]!.members).toHaveLength(1);
  });

  it("adds a member to a household shared to change, not to the person's own", async () => {
    const api = startFakeApi({}, familyState("edit"));
    await callEndpoint(addMember, {
      query: { household: admin.id },
      body: { name: "Ira", relation: "child" },
    });
    expect(
      api.state.household.shared[0]!.members.map((member) => member.name),
    ).toEqual(["Meera Nair", "Ira"]);
    expect(api.state.household.members).toHaveLength(2);
  });

  it("keeps a member an investment names (409 naming how many) and the person's own", async () => {
    startFakeApi({}, familyState());
    const held = await failure(
      callEndpoint(removeMember, { params: { id: "m-meera" } }),
    );
    expect([held.status, held.message]).toEqual([
      409,
      "Investments naming Meera: 2. Change their holders first, then remove Meera.",
    ]);
    const self = await failure(
      callEndpoint(removeMember, { params: { id: SELF_MEMBER_ID } }),
    );
    expect([self.status, self.message]).toEqual([
      409,
      message("household.selfStays"),
    ]);
  });

  it("gives access only to a person who can sign in, changes it under the same id, and takes it back", async () => {
    const state = familyState();
    state.users.push({
      ...state.users[0]!,
      id: "u-gone",
      email: "gone@example.com",
      status: "disabled",
    });
    startFakeApi({}, state);

    for (const email of ["stranger@example.com", "gone@example.com"]) {
      const refused = await failure(
        callEndpoint(grantAccess, { body: { email, role: "view" } }),
      );
      expect([refused.status, refused.message]).toEqual([
        409,
        message("household.notInvited", { email }),
      ]);
    }
    const mine = await failure(
      callEndpoint(grantAccess, {
        body: { email: "asha@example.com", role: "view" },
      }),
    );
    expect(mine.status).toBe(409);

    const { id } = await callEndpoint(grantAccess, {
      body: { email: "ravi@example.com", role: "view" },
    });
    expect(
      await callEndpoint(grantAccess, {
        body: { email: "ravi@example.com", role: "edit" },
      }),
    ).toEqual({ id });
    expect(await callEndpoint(access, {})).toEqual([
      { id, email: "ravi@example.com", name: null, role: "edit" },
    ]);
    await callEndpoint(revokeAccess, { params: { id } });
    expect(await callEndpoint(access, {})).toEqual([]);
    expect(
      (await failure(callEndpoint(revokeAccess, { params: { id } }))).status,
    ).toBe(404);
  });
});
