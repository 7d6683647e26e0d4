import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest } from "../lib/api-client.ts";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";
import { ok, startFakeApi } from "./fake-api.ts";
import { admin, fakeApiState } from "./fake-api-data.ts";

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
    const response = await fetch("/api/auth/send-otp", {
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
    const handler = vi.fn(() => ok({ id: "ct-1", type_name: "Bank" }, 201));
    localStorage.setItem(TOKEN_STORAGE_KEY, "token");
    startFakeApi({ "POST /api/admin/company-types": handler });
    await apiRequest("/admin/company-types", {
      body: { type_name: "  Small   Finance Bank " },
    });
    expect(handler).toHaveBeenCalledWith(
      expect.objectContaining({ body: { type_name: "Small Finance Bank" } }),
      undefined,
    );
  });

  it("asks for a session and an admin where the server does", async () => {
    startFakeApi({}, fakeApiState({ me: { ...admin, role: "user" } }));
    expect(await failure(apiRequest("/admin/users"))).toMatchObject({
      status: 401,
      message: "Please sign in to continue.",
    });
    localStorage.setItem(TOKEN_STORAGE_KEY, "token");
    expect(await failure(apiRequest("/admin/users"))).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
    });
    await expect(apiRequest("/admin/companies")).resolves.toHaveLength(3);
  });

  it("answers an unknown route with the server's 404", async () => {
    startFakeApi();
    expect(await failure(apiRequest("/nowhere"))).toMatchObject({
      status: 404,
      code: "NOT_FOUND",
      message: "Route GET /api/nowhere not found",
    });
  });
});
