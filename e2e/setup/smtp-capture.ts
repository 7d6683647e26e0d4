import { rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

/** One received message as the capture stores it (one JSON file per message). */
export interface CapturedMail {
  /** Envelope recipients, lower-cased: who the server really sent it to. */
  to: string[];
  from: string;
  receivedAt: string;
  /** The whole RFC 5322 message as it arrived. */
  raw: string;
}

export interface SmtpCapture {
  port: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that accepts every message and writes it to `mailDir`.
 * Tests run in other processes; files are the simplest channel between them.
 */
export async function startSmtpCapture(
  mailDir: string,
  port: number,
): Promise<SmtpCapture> {
  let sequence = 0;
  const server = new SMTPServer({
    // Nodemailer would upgrade to TLS when offered; plain SMTP on loopback is enough here.
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        sequence += 1;
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
        const name = `${String(sequence).padStart(6, "0")}.json`;
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
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
