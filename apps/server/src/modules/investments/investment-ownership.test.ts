import type { Investment } from "@kosh/core/contracts/investments";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";

/** The saver's investment, which the neighbour tries to reach. */
let owned: Investment;

it.beforeAll(async ({ saver: owner, lists }) => {
  const created = await owner.request("POST", "/api/investments", {
    company_id: lists.companyId("India Post"),
    invest_type_id: lists.investTypeId("NSC"),
    principal_amount: 50000,
    rate_of_interest: 7.7,
    start_date: "2024-04-01",
    end_date: "2029-04-01",
  });
  owned = created.json() as Investment;
});

const renewBody = { new_end_date: "2034-04-01", new_rate: 7.7 };
const closeBody = { transaction_reason: "Not mine to close" };

describe("another user's investment", () => {
  it("cannot be renewed: 404, identical to a missing id, and nothing changes", async ({
    tracker,
    neighbour: intruder,
  }) => {
    const before = await tracker.storedInvestments();
    const foreign = await intruder.request(
      "POST",
      `/api/investments/${owned.id}/renew`,
      renewBody,
    );
    const missing = await intruder.request(
      "POST",
      "/api/investments/00000000-0000-4000-8000-000000000000/renew",
      renewBody,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(await tracker.storedInvestments()).toEqual(before);
  });

  it("cannot be closed: 404, identical to a missing id, and nothing changes", async ({
    tracker,
    neighbour: intruder,
  }) => {
    const before = await tracker.storedInvestments();
    const foreign = await intruder.request(
      "PUT",
      `/api/investments/${owned.id}/close`,
      closeBody,
    );
    const missing = await intruder.request(
      "PUT",
      "/api/investments/00000000-0000-4000-8000-000000000000/close",
      closeBody,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json().message).toBe("Investment not found.");
    expect(await tracker.storedInvestments()).toEqual(before);
  });

  it("answers 404 even when the renewal itself would be invalid, so validation reveals nothing", async ({
    neighbour: intruder,
  }) => {
    const response = await intruder.request(
      "POST",
      `/api/investments/${owned.id}/renew`,
      { new_end_date: "2020-01-01", new_rate: 7 },
    );
    expect(response.statusCode).toBe(404);
  });

  it("is neither listed nor exported to anyone else", async ({
    neighbour: intruder,
  }) => {
    const list = await intruder.request("GET", "/api/investments");
    expect(list.json()).toEqual([]);
    const csv = await intruder.request("GET", "/api/investments/export.csv");
    expect(csv.body).not.toContain(owned.id);
  });

  it("is still the owner's to close afterwards", async ({ saver: owner }) => {
    const response = await owner.request(
      "PUT",
      `/api/investments/${owned.id}/close`,
      { transaction_reason: "Pledged as collateral" },
    );
    expect(response.statusCode).toBe(200);
  });
});

describe("an id that is not an id", () => {
  it.for(["not-a-uuid", "123", "00000000-0000-4000-8000-00000000000Z"])(
    "answers 404 for %s, never a server error",
    async (id, { saver: owner }) => {
      const renewal = await owner.request(
        "POST",
        `/api/investments/${id}/renew`,
        renewBody,
      );
      const closing = await owner.request(
        "PUT",
        `/api/investments/${id}/close`,
        closeBody,
      );
      expect(renewal.statusCode).toBe(404);
      expect(closing.statusCode).toBe(404);
    },
  );
});

describe("a caller without a valid session", () => {
  const routes: [string, "GET" | "POST" | "PUT", string, object?][] = [
    ["listing", "GET", "/api/investments"],
    ["adding", "POST", "/api/investments", {}],
    ["renewing", "POST", "/api/investments/x/renew", {}],
    ["extending", "POST", "/api/investments/x/extend", {}],
    ["closing", "PUT", "/api/investments/x/close", {}],
    ["exporting", "GET", "/api/investments/export.csv"],
  ];

  it.for(routes)(
    "gets 401 when %s, before any validation",
    async ([_, method, url, payload], { tracker }) => {
      const response = await tracker.anonymous.request(method, url, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe("Please sign in to continue.");
    },
  );

  it("gets 401 with a token that was never issued", async ({ tracker }) => {
    const response = await tracker.server.app.inject({
      method: "GET",
      url: "/api/investments",
      headers: { authorization: "Bearer made-up-token" },
    });
    expect(response.statusCode).toBe(401);
  });
});
