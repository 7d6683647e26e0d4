import type { Mailer } from "./mailer.ts";

export interface ConsoleMailerOptions {
  /** Where the box goes; stdout unless a caller wants it elsewhere. */
  write?: (text: string) => void;
}

/** Development without SMTP: each mail's plain-text part goes to the server log, in a box nobody can miss. */
export function consoleMailer({
  write = (text) => process.stdout.write(text),
}: ConsoleMailerOptions = {}): Mailer {
  return {
    async send(mail) {
      write(
        mailBox([
          "KOSH E-MAIL",
          "(SMTP_URL is not set, so the e-mail is shown here instead)",
          "",
          `To:       ${mail.to}`,
          `Subject:  ${mail.subject}`,
          "",
          ...mail.text.split("\n"),
        ]),
      );
    },
    close() {},
  };
}

function mailBox(lines: string[]): string {
  const width = Math.max(...lines.map((line) => line.length));
  const rule = "═".repeat(width + 4);
  const body = lines.map((line) => `║  ${line.padEnd(width)}  ║`);
  return ["", `╔${rule}╗`, ...body, `╚${rule}╝`, "", ""].join("\n");
}
