import type { AdminUser } from "@kosh/core/contracts/admin-users";
import { randomUUID } from "node:crypto";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

async function idOf(admin: Caller, email: string): Promise<string> {
  const users = (
    await admin.request("GET", "/api/admin/users")
  ).json() as AdminUser[];
  const user = users.find((entry) => entry.email === email);
  if (!user) throw new Error(`${email} is not listed`);
  return user.id;
}

const change = (by: Caller, id: string, body: object) =>
  by.request("PATCH", `/api/admin/users/${id}`, body);

describe("changing a role", () => {
  it("makes a user an admin, who can manage users at once", async ({
    tracker,
    admin,
  }) => {
    const member = await tracker.signedInUser("promoted");
    expect((await member.request("GET", "/api/admin/users")).statusCode).toBe(
      403,
    );
    const response = await change(admin, await idOf(admin, member.email), {
      role: "admin",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      email: member.email,
      role: "admin",
      status: "active",
    });
    expect((await member.request("GET", "/api/admin/users")).statusCode).toBe(
      200,
    );
    const profile = await member.request("GET", "/api/auth/profile");
    expect(profile.json().user.role).toBe("admin");
  });

  it("takes the admin role away again, and the next request is refused", async ({
    tracker,
    admin,
  }) => {
    const other = await tracker.signedInUser("demoted", "admin");
    const response = await change(admin, await idOf(admin, other.email), {
      role: "user",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: "user" });
    expect((await other.request("GET", "/api/admin/users")).statusCode).toBe(
      403,
    );
    expect((await other.request("GET", "/api/investments")).statusCode).toBe(
      200,
    );
  });
});

describe("disabling and re-enabling", () => {
  it("ends the user's sessions at once and shows them disabled", async ({
    tracker,
    admin,
  }) => {
    const member = await tracker.signedInUser("to-disable");
    expect((await member.request("GET", "/api/investments")).statusCode).toBe(
      200,
    );
    const id = await idOf(admin, member.email);
    const response = await change(admin, id, { disabled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "disabled" });

    const refused = await member.request("GET", "/api/investments");
    expect(refused.statusCode).toBe(401);

    // No code reaches a disabled address, so they cannot come back by themselves.
    const mailsBefore = tracker.server.smtp.mailsTo(member.email).length;
    tracker.server.clock.advance(61_000);
    expect((await tracker.server.sendCode(member.email)).statusCode).toBe(200);
    expect(tracker.server.smtp.mailsTo(member.email)).toHaveLength(mailsBefore);
  });

  it("lets a re-enabled user sign in again, shown active as before", async ({
    tracker,
    admin,
  }) => {
    const member = await tracker.signedInUser("comes-back");
    const id = await idOf(admin, member.email);
    await change(admin, id, { disabled: true });
    const response = await change(admin, id, { disabled: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "active" });
    tracker.server.clock.advance(61_000);
    const token = await tracker.server.signIn(member.email);
    expect(
      (await tracker.server.get("/api/investments", token)).statusCode,
    ).toBe(200);
  });

  it("changes role and access in one request", async ({ tracker, admin }) => {
    const member = await tracker.signedInUser("both-at-once");
    const response = await change(admin, await idOf(admin, member.email), {
      role: "admin",
      disabled: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: "admin",
      status: "disabled",
    });
  });

  it("refuses an admin disabling their own account", async ({ admin }) => {
    const response = await change(admin, await idOf(admin, admin.email), {
      disabled: true,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "You cannot disable your own account. Ask another admin to do it.",
    );
    expect((await admin.request("GET", "/api/admin/users")).statusCode).toBe(
      200,
    );
  });
});

describe("a change the server cannot act on", () => {
  it("answers 400 when it names nothing to change", async ({ admin }) => {
    const response = await change(admin, await idOf(admin, admin.email), {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "Say what to change: role or disabled",
    );
  });

  it("answers 400 naming a role that does not exist", async ({ admin }) => {
    const response = await change(admin, await idOf(admin, admin.email), {
      role: "owner",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("Role must be 'admin' or 'user'");
  });

  it.for([randomUUID(), "not-a-uuid"])(
    "answers 404 for a user id that names nobody (%s)",
    async (id, { admin }) => {
      const response = await change(admin, id, { role: "user" });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("No user has this id.");
    },
  );
});
