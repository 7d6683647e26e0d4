import { afterEach, describe, expect, it, vi } from "vitest";
import { authEndpoints } from "@kosh/core/api/auth";
import type { Endpoint } from "@kosh/core/api/endpoint";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { householdEndpoints } from "@kosh/core/api/household";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { startFakeApi } from "../testing/fake-api.ts";
import { admin, fakeApiState, makeUser } from "../testing/fake-api-data.ts";
import { callEndpoint } from "./api-client.ts";
import { HOUSEHOLD_STORAGE_KEY } from "./household-choice.ts";
import { KNOWN_USER_STORAGE_KEY, TOKEN_STORAGE_KEY } from "./session-token.ts";

afterEach(() => vi.unstubAllGlobals());

const me = makeUser();

/** Signed in as Asha on this device, having chosen `household` here as `person`. */
function chosen(household: string, person = me.id) {
  localStorage.setItem(TOKEN_STORAGE_KEY, "token");
  localStorage.setItem(KNOWN_USER_STORAGE_KEY, JSON.stringify(me));
  localStorage.setItem(
    HOUSEHOLD_STORAGE_KEY,
    JSON.stringify({ person, household }),
  );
  const state = fakeApiState();
  state.household.shared = [
    {
      household: { id: admin.id, name: "Meera Nair", role: "edit" },
      members: [],
    },
  ];
  return startFakeApi({}, state);
}

const queryOf = (api: ReturnType<typeof startFakeApi>, entry: Endpoint) =>
  api.requests.find((request) => request.path === endpointPath(entry))?.query;

describe("the household chosen on this device", () => {
  it("goes with every household call, and with no other", async () => {
    const api = chosen(admin.id);
    await callEndpoint(householdEndpoints.members, {});
    await callEndpoint(authEndpoints.profile, {});
    expect(queryOf(api, householdEndpoints.members)).toEqual({
      household: admin.id,
    });
    expect(queryOf(api, authEndpoints.profile)).toEqual({});
  });

  it("gives way to the household a call names, `undefined` naming the person's own", async () => {
    const api = chosen(admin.id);
    await callEndpoint(investmentEndpoints.list, {
      query: { household: undefined },
    });
    expect(queryOf(api, investmentEndpoints.list)).toEqual({});
  });

  it("is never read for another person signed in on the same browser", async () => {
    const api = chosen(admin.id, "someone-else");
    await callEndpoint(investmentEndpoints.list, {});
    expect(queryOf(api, investmentEndpoints.list)).toEqual({});
  });
});
