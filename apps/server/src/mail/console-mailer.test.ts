import { describe, expect, it } from "vitest";
import { consoleMailer } from "./console-mailer.ts";

describe("the console mailer (no SMTP_URL)", () => {
  it("prints the code, the address and the expiry in a box of even lines", async () => {
    let printedText = "";
    const mailer = consoleMailer({
      siteUrl: "http://localhost:3000",
      write: (text) => (printedText += text),
    });

    await mailer.sendSignInCode({
      to: "admin@example.com",
      code: "042917",
      expiresAt: new Date("2026-03-10T04:40:00.000Z"),
      validMinutes: 10,
    });

    const lines = printedText.split("\n").filter((line) => line.length > 0);
    expect(lines[0]).toMatch(/^╔═+╗$/);
    expect(lines.at(-1)).toMatch(/^╚═+╝$/);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(printedText).toContain("To:       admin@example.com");
    expect(printedText).toContain("Code:     042917");
    expect(printedText).toContain(
      "Expires:  10 March 2026 at 10:10 am IST (10 minutes)",
    );
    expect(printedText).toContain("Sign in:  http://localhost:3000/auth");
  });
});
