import { readdir, readFile, rename, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { mailSubject, mailText, signInCodeIn } from "./mime.ts";

/** One received message as the capture keeps it. */
export interface CapturedMail {
  /** Envelope recipients, lower-cased: who the server really sent it to. */
  to: string[];
  from: string;
  receivedAt: string;
  /** The whole RFC 5322 message as it arrived. */
  raw: string;
}

export interface SmtpCaptureOptions {
  /** The port to listen on; the OS picks one when absent (a test bringing a mail server back where Kosh expects it passes the old one). */
  port?: number;
  /**
   * Also writes each message to this folder as a JSON file, for readers in other processes (the
   * Playwright workers): they read it with `Mailbox.inFolder(mailDir)`.
   */
  mailDir?: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  port: number;
  /** Every message accepted so far, oldest first. */
  mails: CapturedMail[];
  /** Messages received for one address, oldest first. */
  mailsTo(address: string): CapturedMail[];
  /** The code of the newest mail to this address; throws when there is none or it holds no code. */
  latestCode(address: string): string;
  /** The same messages, read as a person reads them, with waiting for new ones. */
  mailbox: Mailbox;
  /** Makes the server refuse the next messages with 451 (a mail provider having a bad day). */
  refuseMessages(refuse: boolean): void;
  /** Makes the server refuse this address at RCPT TO with 550 from now on (a mailbox that does not exist). */
  refuseRecipient(address: string): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that accepts every message and keeps it. */
export async function startSmtpCapture({
  port = 0,
  mailDir,
}: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  let refusing = false;
  const refusedRecipients = new Set<string>();
  const server = new SMTPServer({
    // Nodemailer upgrades to TLS when offered; plain SMTP on loopback is enough here.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A reverse DNS lookup per connection only slows the tests down.
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      if (!refusedRecipients.has(address.address.toLowerCase())) {
        callback();
        return;
      }
      callback(
        Object.assign(new Error("No such user here"), { responseCode: 550 }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        if (refusing) {
          callback(
            Object.assign(new Error("Mailbox unavailable"), {
              responseCode: 451,
            }),
          );
          return;
        }
        const mail: CapturedMail = {
          to: session.envelope.rcptTo.map((recipient) =>
            recipient.address.toLowerCase(),
          ),
          from: session.envelope.mailFrom
            ? session.envelope.mailFrom.address
            : "",
          receivedAt: new Date().toISOString(),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        mails.push(mail);
        if (!mailDir) {
          callback();
          return;
        }
        const name = `${String(mails.length).padStart(6, "0")}.json`;
        // Written then renamed, so a reader never sees half a message.
        writeFile(join(mailDir, `.${name}.tmp`), JSON.stringify(mail, null, 2))
          .then(() =>
            rename(join(mailDir, `.${name}.tmp`), join(mailDir, name)),
          )
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const { port: boundPort } = server.server.address() as AddressInfo;
  const mailsTo = (address: string) =>
    mails.filter((mail) => mail.to.includes(address.trim().toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    mails,
    mailsTo,
    latestCode: (address) => codeOf(address, mailsTo(address).at(-1)),
    mailbox: new Mailbox(() => mails),
    refuseMessages: (refuse) => {
      refusing = refuse;
    },
    refuseRecipient: (address) => {
      refusedRecipients.add(address.trim().toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A received mail as a person reads it. */
export interface ReceivedMail {
  to: string[];
  from: string;
  receivedAt: Date;
  subject: string;
  text: string;
  raw: string;
}

export interface WaitOptions {
  /** Only mails after the first `after` ones for this address count (see `count`). */
  after?: number;
  timeoutMs?: number;
}

/** What an SMTP capture received, read by address, waiting for mail that is still on its way. */
export class Mailbox {
  constructor(
    private readonly read: () => CapturedMail[] | Promise<CapturedMail[]>,
  ) {}

  /**
   * The messages a capture started with `mailDir` wrote there, for another process. A file is
   * whole once it has its name and never changes after, so each is read once in this process:
   * reading every one again on each 100 ms poll cost 23 ms of CPU a poll with 400 mails in the
   * folder, the size an end-to-end run reaches.
   */
  static inFolder(mailDir: string): Mailbox {
    return new Mailbox(async () => {
      const names = (await readdir(mailDir))
        .filter((name) => name.endsWith(".json"))
        .sort();
      return Promise.all(names.map((name) => readOnce(join(mailDir, name))));
    });
  }

  /** Every mail sent to `email`, oldest first. */
  async messagesFor(email: string): Promise<ReceivedMail[]> {
    const address = email.trim().toLowerCase();
    return (await this.read())
      .filter((mail) => mail.to.includes(address))
      .map((mail) => ({
        to: mail.to,
        from: mail.from,
        receivedAt: new Date(mail.receivedAt),
        subject: mailSubject(mail.raw),
        text: mailText(mail.raw),
        raw: mail.raw,
      }));
  }

  async count(email: string): Promise<number> {
    return (await this.messagesFor(email)).length;
  }

  /** Waits for a mail to `email` (newer than the first `after`) and returns the newest. */
  async waitForMail(
    email: string,
    { after = 0, timeoutMs = 15_000 }: WaitOptions = {},
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = await this.messagesFor(email);
      const newest = mails.at(-1);
      if (newest && mails.length > after) return newest;
      if (Date.now() > deadline) {
        throw new Error(
          `No mail to ${email} arrived within ${timeoutMs} ms (had ${mails.length}, waited for more than ${after}).`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /**
   * The sign-in code of the newest mail to `email` that holds one, waiting for it to arrive. Mails
   * leave the server's queue on their own time, so an invitation sent just before may arrive
   * after `after` was counted; it is passed over while the code is still on its way.
   */
  async latestCode(
    email: string,
    { after = 0, timeoutMs = 15_000 }: WaitOptions = {},
  ): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = (await this.messagesFor(email)).slice(after);
      const withCode = mails.findLast((mail) => signInCodeIn(mail.raw));
      if (withCode) return codeOf(email, withCode);
      if (Date.now() > deadline) return codeOf(email, mails.at(-1));
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Every mail file this process has read, by path: a written file never changes (see `inFolder`). */
const mailFilesRead = new Map<string, Promise<CapturedMail>>();

function readOnce(path: string): Promise<CapturedMail> {
  let mail = mailFilesRead.get(path);
  if (!mail) {
    mail = readFile(path, "utf8").then(
      (text) => JSON.parse(text) as CapturedMail,
    );
    mailFilesRead.set(path, mail);
    // A failed read is tried again at the next poll rather than kept.
    mail.catch(() => mailFilesRead.delete(path));
  }
  return mail;
}

function codeOf(
  address: string,
  mail: Pick<CapturedMail, "raw"> | undefined,
): string {
  if (!mail) throw new Error(`No mail reached ${address}`);
  const code = signInCodeIn(mail.raw);
  if (!code)
    throw new Error(
      `The newest mail to ${address} holds no sign-in code:\n${mailText(mail.raw)}`,
    );
  return code;
}
