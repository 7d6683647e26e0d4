import type { AdminUser } from "@kosh/core/contracts/admin-users";
import { describe, expect } from "vitest";
import { mailSubject, mimeHeaders, mimeTextParts } from "@kosh/testing/mime";
import { uniqueEmail } from "../../../test/sign-in-harness.ts";
import { MINUTE } from "../../../test/test-clock.ts";
import { it } from "../../../test/fixtures.ts";
import type { Caller } from "../../../test/tracker-harness.ts";

async function listedUsers(admin: Caller): Promise<AdminUser[]> {
  const response = await admin.request("GET", "/api/admin/users");
  expect(response.statusCode).toBe(200);
  return response.json() as AdminUser[];
}

async function listed(
  admin: Caller,
  email: string,
): Promise<AdminUser | undefined> {
  return (await listedUsers(admin)).find((user) => user.email === email);
}

function plainText(raw: string): string {
  return (
    mimeTextParts(raw).find((part) => part.contentType === "text/plain")
      ?.text ?? ""
  );
}

describe("inviting an address", () => {
  it("adds them as invited, never signed in, and mails them the sign-in link", async ({
    tracker,
    admin,
  }) => {
    const email = uniqueEmail("newcomer");
    const response = await admin.request("POST", "/api/admin/users", {
      email: `  ${email.toUpperCase()} `,
      role: "user",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      email,
      role: "user",
      status: "invited",
      last_sign_in_at: null,
      invited_by: admin.email,
      invited_at: tracker.server.clock.now().toISOString(),
    });
    expect(await listed(admin, email)).toMatchObject({ status: "invited" });

    const [mail, ...more] = tracker.server.smtp.mailsTo(email);
    expect(more).toEqual([]);
    expect(mimeHeaders(mail!.raw).get("subject")).toBe(
      "You are invited to Kosh",
    );
    const text = plainText(mail!.raw);
    expect(text).toContain("Sign in here: http://kosh.test/auth");
    expect(text).toContain(`${admin.email} invited you to Kosh`);
    expect(text).toContain(`Enter this e-mail address (${email})`);
  });

  it("says in the mail when the role is admin, and gives the role in the list", async ({
    tracker,
    admin,
  }) => {
    const email = uniqueEmail("second-admin");
    const response = await admin.request("POST", "/api/admin/users", {
      email,
      role: "admin",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: "admin" });
    const text = plainText(tracker.server.smtp.mailsTo(email)[0]!.raw);
    expect(text).toContain("as an administrator");
  });

  it("mails the invitation in Hindi from an admin's Hindi page, linking to the Hindi sign-in page", async ({
    tracker,
    admin,
  }) => {
    const email = uniqueEmail("hindi-invitee");
    const response = await admin.request(
      "POST",
      "/api/admin/users",
      { email, role: "user" },
      { "accept-language": "hi-IN" },
    );
    expect(response.statusCode, response.body).toBe(201);

    const [mail] = tracker.server.smtp.mailsTo(email);
    expect(mailSubject(mail!.raw)).toBe("आपको Kosh पर आमंत्रित किया गया है");
    const text = plainText(mail!.raw);
    expect(text).toContain(`${admin.email} ने आपको Kosh पर आमंत्रित किया है`);
    expect(text).toContain("यहाँ साइन इन करें: http://kosh.test/hi/auth");
    expect(text).toContain(`यही ईमेल पता (${email}) डालें`);
    expect(text).not.toMatch(/invited you|Sign in here/);
  });

  it("invites as a user when no role is given", async ({ admin }) => {
    const email = uniqueEmail("default-role");
    const response = await admin.request("POST", "/api/admin/users", { email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ role: "user" });
  });

  it("shows them active, with the time, once they sign in", async ({
    tracker,
    admin,
  }) => {
    const email = uniqueEmail("joiner");
    await admin.request("POST", "/api/admin/users", { email, role: "user" });
    tracker.server.clock.advance(5 * MINUTE);
    const signedInAt = tracker.server.clock.now().toISOString();
    const token = await tracker.server.signIn(email);
    expect(token).toBeTruthy();
    expect(await listed(admin, email)).toMatchObject({
      status: "active",
      last_sign_in_at: signedInAt,
    });
  });
});

describe("an address already on the list", () => {
  it("is a 409 saying they are invited, whatever the case and spaces", async ({
    tracker,
    admin,
  }) => {
    const email = uniqueEmail("twice");
    await admin.request("POST", "/api/admin/users", { email });
    const again = await admin.request("POST", "/api/admin/users", {
      email: ` ${email.toUpperCase()}`,
      role: "admin",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `${email} is already invited and has not signed in yet.`,
    );
    expect(tracker.server.smtp.mailsTo(email)).toHaveLength(1);
    expect(await listed(admin, email)).toMatchObject({ role: "user" });
  });

  it("is a 409 saying so for someone who already signs in", async ({
    admin,
  }) => {
    const response = await admin.request("POST", "/api/admin/users", {
      email: admin.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(`${admin.email} is already a user.`);
  });

  it("is a 409 pointing at re-enabling for a disabled user", async ({
    admin,
  }) => {
    const email = uniqueEmail("disabled-before");
    const created = (
      await admin.request("POST", "/api/admin/users", { email })
    ).json() as AdminUser;
    await admin.request("PATCH", `/api/admin/users/${created.id}`, {
      disabled: true,
    });
    const response = await admin.request("POST", "/api/admin/users", {
      email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `${email} is already on the list but disabled: re-enable them instead.`,
    );
  });
});

describe("a request the server cannot act on", () => {
  it.for([
    [{}, "Email is required"],
    [{ email: "not-an-address" }, "Email is invalid"],
    [
      { email: "role@example.com", role: "owner" },
      "Role must be 'admin' or 'user'",
    ],
    [{ email: "extra@example.com", admin: true }, "Unknown field: admin"],
  ] as const)(
    "answers %j with 400 naming the field",
    async ([payload, message], { admin }) => {
      const response = await admin.request("POST", "/api/admin/users", payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    },
  );
});

describe("when the invitation e-mail cannot be sent yet", () => {
  it("invites the address at once and delivers the mail once the mail server takes it", async ({
    tracker,
    admin,
  }) => {
    const email = uniqueEmail("unlucky");
    tracker.server.smtp.refuseMessages(true);
    try {
      const response = await admin.request("POST", "/api/admin/users", {
        email,
      });
      expect(response.statusCode).toBe(201);
      expect(tracker.server.smtp.mailsTo(email)).toHaveLength(0);
    } finally {
      tracker.server.smtp.refuseMessages(false);
    }
    expect(await listed(admin, email)).toMatchObject({ status: "invited" });

    tracker.server.clock.advance(MINUTE);
    await tracker.server.app.mailQueue.drain();
    expect(tracker.server.smtp.mailsTo(email)).toHaveLength(1);
  });
});

describe("the list", () => {
  it("gives the newest invitation first", async ({ tracker, admin }) => {
    const older = uniqueEmail("older");
    const newer = uniqueEmail("newer");
    tracker.server.clock.advance(MINUTE);
    await admin.request("POST", "/api/admin/users", { email: older });
    tracker.server.clock.advance(MINUTE);
    await admin.request("POST", "/api/admin/users", { email: newer });
    const emails = (await listedUsers(admin)).map((user) => user.email);
    expect(emails.indexOf(newer)).toBe(0);
    expect(emails.indexOf(older)).toBe(1);
  });
});
