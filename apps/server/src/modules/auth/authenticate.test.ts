import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import {
  type SignInHarness,
  uniqueEmail,
} from "../../../test/sign-in-harness.ts";
import { signedInUser } from "./authenticate.ts";

it.beforeAll(async ({ kosh }) => {
  // Two routes guarded the way other modules guard theirs.
  await kosh.app.register(async (scope) => {
    scope.get(
      "/api/example/mine",
      { preHandler: scope.authenticate },
      async (request) => ({
        email: signedInUser(request).email,
      }),
    );
    scope.get(
      "/api/example/admin-only",
      { preHandler: scope.requireAdmin },
      async () => ({
        ok: true,
      }),
    );
  });
});

async function signedIn(kosh: SignInHarness, role: "user" | "admin") {
  const email = uniqueEmail(role);
  await kosh.invite(email, role);
  return { email, token: await kosh.signIn(email) };
}

describe("app.authenticate", () => {
  it("gives the route the signed-in user", async ({ kosh }) => {
    const { email, token } = await signedIn(kosh, "user");

    const response = await kosh.get("/api/example/mine", token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("answers 401 without a bearer token", async ({ kosh }) => {
    const response = await kosh.get("/api/example/mine");

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: "UNAUTHORIZED",
      message: "Please sign in to continue.",
    });
  });
});

describe("app.requireAdmin", () => {
  it("lets an admin through", async ({ kosh }) => {
    const { token } = await signedIn(kosh, "admin");

    expect((await kosh.get("/api/example/admin-only", token)).statusCode).toBe(
      200,
    );
  });

  it("answers 403 to a signed-in user who is not an admin, 401 to a guest", async ({
    kosh,
  }) => {
    const { token } = await signedIn(kosh, "user");

    const forUser = await kosh.get("/api/example/admin-only", token);
    const forGuest = await kosh.get("/api/example/admin-only");

    expect(forUser.statusCode).toBe(403);
    expect(forUser.json().message).toBe(
      "You need administrator privileges to do this.",
    );
    expect(forGuest.statusCode).toBe(401);
  });
});
