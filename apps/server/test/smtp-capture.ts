import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  /** Envelope recipients, lower-cased: who the server really sent it to. */
  to: string[];
  /** The whole message as it arrived. */
  raw: string;
}

export interface SmtpCapture {
  url: string;
  mails: CapturedMail[];
  /** Mails received for one address, oldest first. */
  mailsTo(address: string): CapturedMail[];
  /** Makes the server refuse the next messages (a mail provider having a bad day). */
  refuseMessages(refuse: boolean): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a loopback port that keeps every message it accepts; a random port unless
 * `port` is given (a test bringing the mail server back where Kosh expects it).
 */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    // Nodemailer upgrades to TLS when offered; plain SMTP on loopback is enough here.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A reverse DNS lookup per connection only slows the tests down.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        if (refusing) {
          const error = Object.assign(new Error("Mailbox unavailable"), {
            responseCode: 451,
          });
          callback(error);
          return;
        }
        mails.push({
          to: session.envelope.rcptTo.map((recipient) =>
            recipient.address.toLowerCase(),
          ),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: boundPort } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    mails,
    mailsTo: (address) =>
      mails.filter((mail) => mail.to.includes(address.toLowerCase())),
    refuseMessages: (refuse) => {
      refusing = refuse;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
