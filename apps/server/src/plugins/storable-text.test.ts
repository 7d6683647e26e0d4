import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Caller,
  startTrackerHarness,
  type TrackerHarness,
} from "../../test/tracker-harness.ts";

let tracker: TrackerHarness;
let saver: Caller;
let admin: Caller;

beforeAll(async () => {
  tracker = await startTrackerHarness();
  saver = await tracker.signedInUser("nul-saver");
  admin = await tracker.signedInUser("nul-admin", "admin");
});
afterAll(() => tracker.close());

// PostgreSQL text cannot hold U+0000; before this check such bodies passed validation and failed as 500s.
describe("a body holding a NUL character", () => {
  it("is refused with 400 naming the field, and no investment is stored", async () => {
    const before = await tracker.storedInvestments();
    const response = await saver.request("POST", "/api/investments", {
      company_id: await tracker.companyId("State Bank of India"),
      invest_type_id: await tracker.investTypeId("Fixed Deposit"),
      principal_amount: 100000,
      rate_of_interest: 7,
      start_date: "2025-04-01",
      end_date: "2030-04-01",
      investment_notes: "joint\u0000account",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message:
        "investment_notes contains a NUL character (U+0000), which cannot be stored. Remove it and try again.",
    });
    expect(await tracker.storedInvestments()).toEqual(before);
  });

  it("is refused on every route that stores text, e.g. closing and naming a list entry", async () => {
    const close = await saver.request(
      "PUT",
      "/api/investments/00000000-0000-4000-8000-000000000000/close",
      { transaction_reason: "a\u0000b" },
    );
    const listEntry = await admin.request("POST", "/api/admin/company-types", {
      type_name: "\u0000",
    });
    for (const response of [close, listEntry]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/contains a NUL character/);
    }
  });

  it("is looked for without overflowing the stack in a body of thousands of nested arrays", async () => {
    // Found by probing after the fuzz test: the first, recursive search answered 500.
    const depth = 8000;
    const response = await tracker.server.app.inject({
      method: "POST",
      url: "/api/calculate/fd",
      headers: { "content-type": "application/json" },
      payload: `{"principal":${"[".repeat(depth)}"\\u0000"${"]".repeat(depth)}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `principal${".0".repeat(depth)} contains a NUL character (U+0000), which cannot be stored. Remove it and try again.`,
    );
  });

  // Control and text-direction characters are the contracts' to refuse (plain-text-fields.test.ts).
  it("still lets ordinary unusual text through", async () => {
    const response = await admin.request("POST", "/api/admin/company-types", {
      type_name: "Sahakari Bank 😀 सहकारी बैंक",
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

// The plugin parses JSON itself, so it must keep what Fastify's own parser refuses.
describe("a body that would poison prototypes", () => {
  it.each([
    '{"__proto__":{"admin":true},"principal":100000,"rate":7,"tenure":5}',
    '{"constructor":{"prototype":{"admin":true}},"principal":100000,"rate":7,"tenure":5}',
  ])("is refused with 400: %s", async (payload) => {
    const response = await tracker.server.app.inject({
      method: "POST",
      url: "/api/calculate/fd",
      headers: { "content-type": "application/json" },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
  });

  it("is refused even with a NUL elsewhere in it", async () => {
    const response = await tracker.server.app.inject({
      method: "POST",
      url: "/api/calculate/fd",
      headers: { "content-type": "application/json" },
      payload: '{"__proto__":{"x":"\\u0000"},"principal":1}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toMatch(/NUL/);
  });
});
