import { afterEach, describe, expect, it, vi } from "vitest";
import { authEndpoints } from "@kosh/core/api/auth";
import { endpointPath } from "@kosh/core/api/endpoint-call";
import { adminUserEndpoints } from "@kosh/core/api/admin-users";
import { investmentEndpoints } from "@kosh/core/api/investments";
import {
  companyEndpoints,
  companyTypeEndpoints,
} from "@kosh/core/api/reference-lists";
import { ApiError, callEndpoint } from "../lib/api-client.ts";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";
import { apiError, ok, type Routes, startFakeApi } from "./fake-api.ts";
import { admin, fakeApiState } from "./fake-api-data.ts";
import { testInvestment } from "@kosh/core/investments/test-investment";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function failure(request: Promise<unknown>) {
  const error = await request.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("the fake API", () => {
  it("refuses a body its contract refuses, in the server's error shape, before the handler runs", async () => {
    const handler = vi.fn(() => ok({ message: "sent" }));
    startFakeApi({ "POST /api/auth/send-otp": handler });
    const response = await fetch(endpointPath(authEndpoints.sendOtp), {
      method: "POST",
      body: JSON.stringify({ email: "not-an-address", extra: 1 }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: 400,
      code: "VALIDATION_ERROR",
      error: "Bad Request",
      message: expect.any(String),
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("hands a handler the body as the contract parsed it", async () => {
    const handler = vi.fn(() =>
      ok({ id: "ct-1", type_name: "Bank", cover: "none" }, 201),
    );
    localStorage.setItem(TOKEN_STORAGE_KEY, "token");
    startFakeApi({ "POST /api/admin/company-types": handler });
    await callEndpoint(companyTypeEndpoints.add, {
      body: { type_name: "  Small   Finance Bank " },
    });
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ body: { type_name: "Small Finance Bank" } }),
      undefined,
    );
  });

  it("asks for a session and an admin where the server does", async () => {
    startFakeApi({}, fakeApiState({ me: { ...admin, role: "user" } }));
    expect(
      await failure(callEndpoint(adminUserEndpoints.list, {})),
    ).toMatchObject({
      status: 401,
      message: "Please sign in to continue.",
    });
    localStorage.setItem(TOKEN_STORAGE_KEY, "token");
    expect(
      await failure(callEndpoint(adminUserEndpoints.list, {})),
    ).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
    });
    await expect(callEndpoint(companyEndpoints.list, {})).resolves.toHaveLength(
      3,
    );
  });

  it("answers an entry it has no handler for with the server's 404", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, "token");
    startFakeApi();
    expect(
      await failure(
        callEndpoint(investmentEndpoints.close, {
          params: { id: "inv-1" },
          body: { transaction_reason: "Matured" },
        }),
      ),
    ).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("fails the test when a route answers what the entry's answer schema refuses", async () => {
    const { id: _, ...withoutId } = testInvestment({ id: "inv-1" });
    const { refusals } = startFakeApi({
      "GET /api/investments": () => ok([withoutId]),
    });
    localStorage.setItem(TOKEN_STORAGE_KEY, "token");
    await expect(fetch(endpointPath(investmentEndpoints.list))).rejects.toThrow(
      /^GET \/api\/investments answered 200 with a body its contract refuses: .*\n\s*→ at 0\.id$/,
    );
    // Provoked on purpose: checked here, then taken off the list that fails the test.
    expect(refusals).toHaveLength(1);
    refusals.length = 0;
  });

  it("fails the test when an error answer breaks the error contract", async () => {
    const { refusals } = startFakeApi({
      "GET /api/investments": () => ({ status: 404, body: { error: "gone" } }),
    });
    await expect(fetch(endpointPath(investmentEndpoints.list))).rejects.toThrow(
      "GET /api/investments answered 404 with an error body the error contract refuses",
    );
    expect(refusals).toHaveLength(1);
    refusals.length = 0;
  });

  it("fails the test when a request has no endpoint entry", async () => {
    const { refusals } = startFakeApi();
    // An entry's path with a method no entry has.
    await expect(
      fetch(endpointPath(investmentEndpoints.list), { method: "PATCH" }),
    ).rejects.toThrow(
      "PATCH /api/investments: no endpoint entry in @kosh/core/api describes this request",
    );
    expect(refusals).toHaveLength(1);
    refusals.length = 0;
  });

  it("refuses a route for a request no entry describes", () => {
    expect(() =>
      // A name no entry has does not compile: the cast is how a test gets one past the types.
      startFakeApi({ "PATCH /api/investments": () => ok(null) } as Routes),
    ).toThrow(
      "The fake API answers PATCH /api/investments, which no endpoint entry in @kosh/core/api describes",
    );
  });
});

const createBody = {
  company_id: "co-hdfc",
  invest_type_id: "it-fd",
  rate_of_interest: 7,
  start_date: "2026-01-01",
  end_date: "2027-01-01",
};

describe("the fake API's Idempotency-Key, as the server keeps it", () => {
  /** A create that records each call, and a way to post to it with a key. */
  function creating() {
    const recorded: string[] = [];
    const api = startFakeApi({
      "POST /api/investments": (request) => {
        if (
          (request.body as { principal_amount: number }).principal_amount >
          50_00_000
        )
          return apiError(400, "Principal too large", "VALIDATION_ERROR");
        recorded.push(`inv-${recorded.length + 1}`);
        return ok(testInvestment({ id: recorded.at(-1)! }), 201);
      },
    });
    localStorage.setItem(TOKEN_STORAGE_KEY, "token");
    const post = (key: string, principal = 100_000) =>
      fetch(endpointPath(investmentEndpoints.create), {
        method: "POST",
        headers: { "Idempotency-Key": key, Authorization: "Bearer token" },
        body: JSON.stringify({
          ...createBody,
          principal_amount: principal,
        }),
      });
    return { api, recorded, post };
  }

  it("gives the first answer back for the same key and request, marked replayed, without a second write", async () => {
    const { recorded, post } = creating();
    const first = await post("key-1");
    const again = await post("key-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(first.headers.get("Idempotent-Replayed")).toBeNull();
    expect(await again.json()).toMatchObject({ id: "inv-1" });
    expect(recorded).toEqual(["inv-1"]);
  });

  it("refuses the same key with another request (422) and keeps nothing of a refused write", async () => {
    const { recorded, post } = creating();
    await post("key-1");
    const reused = await post("key-1", 200_000);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({
      code: "IDEMPOTENCY_KEY_REUSED",
    });
    expect((await post("key-2", 60_00_000)).status).toBe(400);
    expect((await post("key-2", 60_00_000)).status).toBe(400);
    expect(recorded).toEqual(["inv-1"]);
  });

  it("loses the next answer to an entry after its write, as a dropped connection does", async () => {
    const { api, recorded, post } = creating();
    api.loseNextAnswer("POST /api/investments");
    await expect(post("key-1")).rejects.toThrow("Failed to fetch");
    expect(recorded).toEqual(["inv-1"]);
    expect((await post("key-1")).headers.get("Idempotent-Replayed")).toBe(
      "true",
    );
    expect(recorded).toEqual(["inv-1"]);
  });
});
