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
import { ok, type Routes, startFakeApi } from "./fake-api.ts";
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
