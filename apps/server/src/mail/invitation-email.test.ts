import { describe, expect, it } from "vitest";
import { mailSiteAt } from "../../test/test-operator.ts";
import { consoleMailer } from "./console-mailer.ts";
import { invitationEmail } from "./invitation-email.ts";

describe("the invitation e-mail", () => {
  const mail = invitationEmail(
    { to: "ravi@example.com", role: "user", invitedBy: "Meera Nair" },
    mailSiteAt("https://kosh.example.in"),
  );

  it("says who invited whom and links to the sign-in page, in both parts", () => {
    expect(mail.subject).toBe("You are invited to Kosh");
    expect(mail.text).toContain("Meera Nair invited you to Kosh");
    expect(mail.text).toContain("Sign in here: https://kosh.example.in/auth");
    expect(mail.text).toContain("Enter this e-mail address (ravi@example.com)");
    expect(mail.html).toContain('href="https://kosh.example.in/auth"');
    expect(mail.html).toContain("Meera Nair invited you to Kosh");
  });

  it("tells an admin what the role means", () => {
    const admin = invitationEmail(
      { to: "a@example.com", role: "admin", invitedBy: "Meera Nair" },
      mailSiteAt("https://kosh.example.in"),
    );
    expect(admin.text).toContain("as an administrator");
    expect(mail.text).not.toContain("administrator");
  });

  it("escapes a name that looks like markup in the HTML part", () => {
    const hostile = invitationEmail(
      { to: "a@example.com", role: "user", invitedBy: "<img src=x>" },
      mailSiteAt("https://kosh.example.in"),
    );
    expect(hostile.html).not.toContain("<img src=x>");
    expect(hostile.html).toContain("&#60;img src=x&#62;");
  });
});

describe("the console mailer's invitation", () => {
  it("prints the address and the sign-in link of the plain-text part", async () => {
    let printed = "";
    const mailer = consoleMailer({
      write: (text) => {
        printed += text;
      },
    });
    const email = invitationEmail(
      { to: "ravi@example.com", role: "user", invitedBy: "admin@example.com" },
      mailSiteAt("http://localhost:3000"),
    );
    await mailer.send({ to: "ravi@example.com", ...email });
    expect(printed).toContain("To:       ravi@example.com");
    expect(printed).toContain("Subject:  You are invited to Kosh");
    expect(printed).toContain("Sign in here: http://localhost:3000/auth");
  });
});
