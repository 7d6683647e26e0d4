import { signInLink } from "./invitation-email.ts";
import type { Mailer } from "./mailer.ts";
import { formatExpiry } from "./sign-in-code-email.ts";

export interface ConsoleMailerOptions {
  siteUrl: string;
  /** Where the box goes; stdout unless a caller wants it elsewhere. */
  write?: (text: string) => void;
}

/** Development without SMTP: the code goes to the server log, in a box nobody can miss. */
export function consoleMailer({
  siteUrl,
  write = (text) => process.stdout.write(text),
}: ConsoleMailerOptions): Mailer {
  return {
    async sendSignInCode(mail) {
      write(
        signInCodeBox([
          "KOSH SIGN-IN CODE",
          "(SMTP_URL is not set, so the e-mail is shown here instead)",
          "",
          `To:       ${mail.to}`,
          `Code:     ${mail.code}`,
          `Expires:  ${formatExpiry(mail.expiresAt)} (${mail.validMinutes} minutes)`,
          `Sign in:  ${siteUrl}/auth`,
        ]),
      );
    },
    async sendInvitation(mail) {
      write(
        signInCodeBox([
          "KOSH INVITATION",
          "(SMTP_URL is not set, so the e-mail is shown here instead)",
          "",
          `To:       ${mail.to} (${mail.role})`,
          `From:     ${mail.invitedBy}`,
          `Sign in:  ${signInLink(siteUrl)}`,
        ]),
      );
    },
    close() {},
  };
}

function signInCodeBox(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "═".repeat(width + 4);
  const body = lines.map((line) => `║  ${line.padEnd(width)}  ║`);
  return ["", `╔${rule}╗`, ...body, `╚${rule}╝`, "", ""].join("\n");
}
