import { investmentEndpoints } from "@kosh/core/api/investments";
import type { Member } from "@kosh/core/contracts/household";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, callEndpoint } from "../lib/api-client.ts";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";
import { startFakeApi } from "./fake-api.ts";
import {
  fakeApiState,
  SELF_MEMBER_ID,
  serverInvestment,
} from "./fake-api-data.ts";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const ravi: Member = {
  id: "m-ravi",
  name: "Ravi Rao",
  relation: "spouse",
  date_of_birth: null,
};

/** The in-memory server with Asha's household of Asha and Ravi and one active FD of theirs. */
function server() {
  localStorage.setItem(TOKEN_STORAGE_KEY, "token");
  const state = fakeApiState({
    investments: [
      serverInvestment({ id: "fd", holder_ids: ["m-ravi", SELF_MEMBER_ID] }),
    ],
  });
  state.household.members.push(ravi);
  return startFakeApi({}, state);
}

const fd = {
  company_id: "co-sbi",
  invest_type_id: "it-fd",
  principal_amount: 100_000,
  rate_of_interest: 7,
  start_date: "2026-01-01",
  end_date: "2027-01-01",
};
const key = { "idempotency-key": "a".repeat(32) };

async function refusal(request: Promise<unknown>) {
  const error = await request.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("the fake API's holders, as the server names them", () => {
  it("names the own member on an add without holders, and those sent in their order", async () => {
    server();
    const alone = await callEndpoint(investmentEndpoints.create, {
      body: fd,
      headers: key,
    });
    expect(alone.holder_ids).toEqual([SELF_MEMBER_ID]);
    const joint = await callEndpoint(investmentEndpoints.create, {
      body: { ...fd, holder_ids: ["m-ravi", SELF_MEMBER_ID] },
      headers: { "idempotency-key": "b".repeat(32) },
    });
    expect(joint.holder_ids).toEqual(["m-ravi", SELF_MEMBER_ID]);
  });

  it("keeps the renewed one's holders unless the renewal names others", async () => {
    const api = server();
    const renewal = await callEndpoint(investmentEndpoints.renew, {
      params: { id: "fd" },
      body: { new_end_date: "2028-01-01", new_rate: 7 },
      headers: key,
    });
    expect(renewal.holder_ids).toEqual(["m-ravi", SELF_MEMBER_ID]);
    expect(renewal.renewal_reference_id).toBe("fd");
    expect(
      api.state.investments.find((entry) => entry.id === "fd")?.status,
    ).toBe("renewed");
    const again = await callEndpoint(investmentEndpoints.renew, {
      params: { id: renewal.id },
      body: {
        new_end_date: "2029-01-01",
        new_rate: 7,
        holder_ids: [SELF_MEMBER_ID],
      },
      headers: { "idempotency-key": "b".repeat(32) },
    });
    expect(again.holder_ids).toEqual([SELF_MEMBER_ID]);
  });

  it("changes the holders with PUT …/holders", async () => {
    const api = server();
    const changed = await callEndpoint(investmentEndpoints.setHolders, {
      params: { id: "fd" },
      body: { holder_ids: [SELF_MEMBER_ID, "m-ravi"] },
    });
    expect(changed.holder_ids).toEqual([SELF_MEMBER_ID, "m-ravi"]);
    expect(api.state.investments[0]?.holder_ids).toEqual([
      SELF_MEMBER_ID,
      "m-ravi",
    ]);
  });

  it("answers 404 for a member not of the household, and 400 for one named twice or five holders", async () => {
    const api = server();
    const stranger = await refusal(
      callEndpoint(investmentEndpoints.setHolders, {
        params: { id: "fd" },
        body: { holder_ids: [SELF_MEMBER_ID, "m-stranger"] },
      }),
    );
    expect(stranger.status).toBe(404);
    expect(stranger.message).toBe("Member not found.");
    const twice = await refusal(
      callEndpoint(investmentEndpoints.create, {
        body: { ...fd, holder_ids: ["m-ravi", "m-ravi"] },
        headers: key,
      }),
    );
    expect(twice.status).toBe(400);
    expect(twice.message).toBe("holder_ids names a member more than once.");
    const five = await refusal(
      callEndpoint(investmentEndpoints.renew, {
        params: { id: "fd" },
        body: {
          new_end_date: "2028-01-01",
          new_rate: 7,
          holder_ids: ["a", "b", "c", "d", "e"],
        },
        headers: key,
      }),
    );
    expect(five.status).toBe(400);
    expect(api.state.investments).toHaveLength(1);
    expect(api.state.investments[0]?.holder_ids).toEqual([
      "m-ravi",
      SELF_MEMBER_ID,
    ]);
  });
});
