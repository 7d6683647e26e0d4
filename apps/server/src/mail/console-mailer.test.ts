import { describe, expect, it } from "vitest";
import { mailSiteAt } from "../../test/test-operator.ts";
import { consoleMailer } from "./console-mailer.ts";
import { signInCodeEmail } from "./sign-in-code-email.ts";

describe("the console mailer (no SMTP_URL)", () => {
  it("prints the address, the subject and the plain-text part in a box of even lines", async () => {
    let printedText = "";
    const mailer = consoleMailer({ write: (text) => (printedText += text) });
    const email = signInCodeEmail(
      {
        to: "admin@example.com",
        code: "042917",
        expiresAt: new Date("2026-03-10T04:40:00.000Z"),
        validMinutes: 10,
      },
      mailSiteAt("http://localhost:3000"),
    );

    await mailer.send({ to: "admin@example.com", ...email });

    const lines = printedText.split("\n").filter((line) => line.length > 0);
    expect(lines[0]).toMatch(/^╔═+╗$/);
    expect(lines.at(-1)).toMatch(/^╚═+╝$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(printedText).toContain("To:       admin@example.com");
    expect(printedText).toContain("Subject:  042917 is your Kosh sign-in code");
    expect(printedText).toContain("Your Kosh sign-in code is 042917");
    expect(printedText).toContain("(10 March 2026 at 10:10 am IST)");
  });
});
