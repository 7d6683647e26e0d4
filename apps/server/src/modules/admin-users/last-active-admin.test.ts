import type { AdminUser } from "@kosh/core/contracts/admin-users";
import { describe, expect } from "vitest";
import { it } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

// This file's database has exactly one admin, the fixture's, so "the last one" is known.

async function listed(email: string, by: Caller): Promise<AdminUser> {
  const users = (
    await by.request("GET", "/api/admin/users")
  ).json() as AdminUser[];
  const user = users.find((entry) => entry.email === email);
  if (!user) throw new Error(`${email} is not listed`);
  return user;
}

const change = (by: Caller, id: string, body: object) =>
  by.request("PATCH", `/api/admin/users/${id}`, body);

describe("the last active admin", () => {
  it("cannot lose the admin role, even by their own hand", async ({
    admin: onlyAdmin,
  }) => {
    const self = await listed(onlyAdmin.email, onlyAdmin);
    const response = await change(onlyAdmin, self.id, { role: "user" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `You cannot remove the admin role of ${onlyAdmin.email}: they are the last active admin. Make another user an admin first.`,
    );
    expect(await listed(onlyAdmin.email, onlyAdmin)).toMatchObject({
      role: "admin",
    });
  });

  it("stays the last one while the other admins are disabled", async ({
    tracker,
    admin: onlyAdmin,
  }) => {
    const dormant = await tracker.signedInUser("dormant-admin", "admin");
    const dormantId = (await listed(dormant.email, onlyAdmin)).id;
    expect(
      (await change(onlyAdmin, dormantId, { disabled: true })).statusCode,
    ).toBe(200);
    const self = await listed(onlyAdmin.email, onlyAdmin);
    expect(
      (await change(onlyAdmin, self.id, { role: "user" })).statusCode,
    ).toBe(409);
    // A disabled admin is no admin to lose: demoting them is allowed.
    expect(
      (await change(onlyAdmin, dormantId, { role: "user" })).statusCode,
    ).toBe(200);
  });

  it("can step down once another admin is active, and loses access at once", async ({
    tracker,
    admin: onlyAdmin,
  }) => {
    const successor = await tracker.signedInUser("successor");
    const successorId = (await listed(successor.email, onlyAdmin)).id;
    expect(
      (await change(onlyAdmin, successorId, { role: "admin" })).statusCode,
    ).toBe(200);

    const self = await listed(onlyAdmin.email, onlyAdmin);
    const stepDown = await change(onlyAdmin, self.id, { role: "user" });
    expect(stepDown.statusCode).toBe(200);
    expect(
      (await onlyAdmin.request("GET", "/api/admin/users")).statusCode,
    ).toBe(403);

    // Now the successor is the last active admin: they can neither step down nor switch off.
    const demote = await change(successor, successorId, { role: "user" });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toContain("they are the last active admin");
    // Only the last admin could disable the last admin, and nobody disables themselves.
    const disable = await change(successor, successorId, { disabled: true });
    expect(disable.statusCode).toBe(409);
    expect(await listed(successor.email, successor)).toMatchObject({
      role: "admin",
      status: "active",
    });
  });

  it("survives two admins demoting each other at the same moment", async ({
    tracker,
  }) => {
    const one = await tracker.signedInUser("rival-one", "admin");
    const two = await tracker.signedInUser("rival-two", "admin");
    const everyone = (
      await one.request("GET", "/api/admin/users")
    ).json() as AdminUser[];
    // Leave the two rivals as the only active admins.
    for (const user of everyone) {
      const bystander = user.email !== one.email && user.email !== two.email;
      if (bystander && user.role === "admin" && user.status !== "disabled") {
        expect((await change(one, user.id, { role: "user" })).statusCode).toBe(
          200,
        );
      }
    }
    const oneId = (await listed(one.email, one)).id;
    const twoId = (await listed(two.email, one)).id;

    const [oneDemotesTwo, twoDemotesOne] = await Promise.all([
      change(one, twoId, { role: "user" }),
      change(two, oneId, { role: "user" }),
    ]);
    // Exactly one wins; the other is refused, as the last admin or as no admin any more.
    const codes = [oneDemotesTwo.statusCode, twoDemotesOne.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);

    const winner = oneDemotesTwo.statusCode === 200 ? one : two;
    const admins = (
      (await winner.request("GET", "/api/admin/users")).json() as AdminUser[]
    ).filter((user) => user.role === "admin" && user.status !== "disabled");
    expect(admins.map((user) => user.email)).toEqual([winner.email]);
  });
});
