import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import { queryRows } from "../../../test/query-rows.ts";
import {
  type SignInHarness,
  uniqueEmail,
} from "../../../test/sign-in-harness.ts";
import { DAY, MINUTE } from "../../../test/test-clock.ts";
import { findActiveUserByEmail } from "../users/users.repo.ts";

async function signedIn(kosh: SignInHarness, label: string) {
  const email = uniqueEmail(label);
  await kosh.invite(email);
  return { email, token: await kosh.signIn(email) };
}

const signOut = (kosh: SignInHarness, token: string) =>
  kosh.app.inject({
    method: "POST",
    url: "/api/auth/sign-out",
    headers: { authorization: `Bearer ${token}` },
  });

describe("a session token", () => {
  it("is 32 random bytes in base64url, stored only as its SHA-256", async ({
    kosh,
  }) => {
    const { email, token } = await signedIn(kosh, "token");

    const stored = await queryRows<{ token_hash: string }>(
      kosh.db,
      sql`select s.token_hash from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
    );

    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(stored).toEqual([
      { token_hash: createHash("sha256").update(token).digest("hex") },
    ]);
  });

  it("is new at every sign-in, and each one works", async ({ kosh }) => {
    const email = uniqueEmail("twice");
    await kosh.invite(email);
    const first = await kosh.signIn(email);
    kosh.clock.advance(MINUTE);
    const second = await kosh.signIn(email);

    expect(second).not.toBe(first);
    expect((await kosh.get("/api/auth/profile", first)).statusCode).toBe(200);
    expect((await kosh.get("/api/auth/profile", second)).statusCode).toBe(200);
  });

  it("gives the profile of its user, not to be cached", async ({ kosh }) => {
    const { email, token } = await signedIn(kosh, "profile");

    const response = await kosh.get("/api/auth/profile", token);

    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().user).toMatchObject({ email, role: "user" });
  });

  it("is required: no token, or a made-up one, gets 401", async ({ kosh }) => {
    const none = await kosh.get("/api/auth/profile");
    const madeUp = await kosh.get(
      "/api/auth/profile",
      Buffer.alloc(32, 7).toString("base64url"),
    );

    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe("Please sign in to continue.");
    expect(madeUp.statusCode).toBe(401);
    expect(madeUp.json().message).toBe(
      "Your session has ended. Please sign in again.",
    );
  });
});

describe("session expiry", () => {
  it("keeps a session used within every 30 days alive", async ({ kosh }) => {
    const { token } = await signedIn(kosh, "idle-ok");

    kosh.clock.advance(30 * DAY - MINUTE);
    const justInTime = await kosh.get("/api/auth/profile", token);
    kosh.clock.advance(30 * DAY - MINUTE);
    const again = await kosh.get("/api/auth/profile", token);

    expect(justInTime.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
  });

  it("ends a session left unused for 30 days", async ({ kosh }) => {
    const { token } = await signedIn(kosh, "idle");

    kosh.clock.advance(30 * DAY);
    const response = await kosh.get("/api/auth/profile", token);

    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      "Your session has expired. Please sign in again.",
    );
  });

  it("ends every session 90 days after sign-in, however much it is used", async ({
    kosh,
  }) => {
    const { token } = await signedIn(kosh, "absolute");
    const answers = [];
    for (let month = 1; month <= 3; month += 1) {
      kosh.clock.advance(30 * DAY - MINUTE);
      answers.push((await kosh.get("/api/auth/profile", token)).statusCode);
    }

    kosh.clock.advance(3 * MINUTE);
    const pastNinetyDays = await kosh.get("/api/auth/profile", token);

    expect(answers).toEqual([200, 200, 200]);
    expect(pastNinetyDays.statusCode).toBe(401);
  });
});

describe("signing out", () => {
  it("ends the session on the server: the same token fails at once", async ({
    kosh,
  }) => {
    const { token } = await signedIn(kosh, "sign-out");

    const response = await signOut(kosh, token);
    const afterwards = await kosh.get("/api/auth/profile", token);

    expect(response.statusCode).toBe(204);
    expect(afterwards.statusCode).toBe(401);
  });

  it("ends only that session, not the user's others", async ({ kosh }) => {
    const email = uniqueEmail("other-device");
    await kosh.invite(email);
    const laptop = await kosh.signIn(email);
    kosh.clock.advance(MINUTE);
    const phone = await kosh.signIn(email);

    await signOut(kosh, laptop);

    expect((await kosh.get("/api/auth/profile", laptop)).statusCode).toBe(401);
    expect((await kosh.get("/api/auth/profile", phone)).statusCode).toBe(200);
  });

  it("succeeds again for a token that is already signed out", async ({
    kosh,
  }) => {
    const { token } = await signedIn(kosh, "sign-out-twice");
    await signOut(kosh, token);

    expect((await signOut(kosh, token)).statusCode).toBe(204);
  });
});

describe("disabling a user", () => {
  it("ends their sessions at once", async ({ kosh }) => {
    const { email, token } = await signedIn(kosh, "disabled");
    const user = await findActiveUserByEmail(kosh.db, email);
    if (!user) throw new Error("no user");

    await kosh.disable(email);
    const response = await kosh.get("/api/auth/profile", token);

    expect(response.statusCode).toBe(401);
    const left = await queryRows<{ count: number }>(
      kosh.db,
      sql`select count(*)::int as count from sessions where user_id = ${user.id}`,
    );
    expect(left[0]?.count).toBe(0);
  });
});
