import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import {} from "../../../test/sign-in-harness.ts";
import { createTestDatabase } from "../../../test/test-database.ts";
import { findActiveUserByEmail } from "./users.repo.ts";
import {
  describeInvitation,
  inviteAdminIfNone,
  inviteUser,
} from "./users.service.ts";

// The whole server, so a user is disabled the way admins do it (PATCH /api/admin/users/:id).
const now = new Date("2026-03-10T04:30:00.000Z");

describe("inviting an address", () => {
  it("creates a user stored in lower case, without a profile yet", async ({
    kosh,
  }) => {
    const invitation = await inviteUser(kosh.db, {
      email: " Meera@Example.COM ",
      role: "user",
      now,
    });

    expect(invitation).toMatchObject({
      created: true,
      reEnabled: false,
      promoted: false,
    });
    expect(invitation.user).toMatchObject({
      email: "meera@example.com",
      role: "user",
      profileCompleted: false,
    });
    expect(describeInvitation(invitation, "user")).toBe(
      "Invited meera@example.com as a user.",
    );
  });

  it("changes nothing when the address is already invited", async ({
    kosh,
  }) => {
    await inviteUser(kosh.db, {
      email: "twice@example.com",
      role: "user",
      now,
    });

    const again = await inviteUser(kosh.db, {
      email: "twice@example.com",
      role: "user",
      now,
    });

    expect(again).toMatchObject({
      created: false,
      reEnabled: false,
      promoted: false,
    });
    expect(describeInvitation(again, "user")).toBe(
      "twice@example.com is already invited as a user; nothing changed.",
    );
  });

  it("promotes an existing user when invited as admin, and never demotes an admin", async ({
    kosh,
  }) => {
    await inviteUser(kosh.db, {
      email: "rise@example.com",
      role: "user",
      now,
    });

    const promoted = await inviteUser(kosh.db, {
      email: "rise@example.com",
      role: "admin",
      now,
    });
    const invitedAsUserAgain = await inviteUser(kosh.db, {
      email: "rise@example.com",
      role: "user",
      now,
    });

    expect(describeInvitation(promoted, "admin")).toBe(
      "rise@example.com was already invited; promoted to admin.",
    );
    expect(invitedAsUserAgain.user.role).toBe("admin");
  });

  it("re-enables a disabled user", async ({ kosh }) => {
    await inviteUser(kosh.db, {
      email: "back@example.com",
      role: "user",
      now,
    });
    await kosh.disable("back@example.com");
    expect(
      await findActiveUserByEmail(kosh.db, "back@example.com"),
    ).toBeUndefined();

    const invitation = await inviteUser(kosh.db, {
      email: "back@example.com",
      role: "user",
      now,
    });

    expect(invitation.reEnabled).toBe(true);
    expect(
      await findActiveUserByEmail(kosh.db, "back@example.com"),
    ).toBeDefined();
  });
});

describe("the start-up invitation of ADMIN_EMAIL", () => {
  it("invites it as admin when there is no admin, and does nothing once one exists", async () => {
    const fresh = await createTestDatabase();
    try {
      const first = await inviteAdminIfNone(fresh.db, "owner@example.com", now);
      const second = await inviteAdminIfNone(
        fresh.db,
        "someone-else@example.com",
        now,
      );

      expect(first?.user).toMatchObject({
        email: "owner@example.com",
        role: "admin",
      });
      expect(second).toBeUndefined();
      expect(
        await findActiveUserByEmail(fresh.db, "someone-else@example.com"),
      ).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });
});
