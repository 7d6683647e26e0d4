// The SMTP capture of @kosh/testing in a process of its own, for the scale bench: received in the
// bench's own process, thousands of mails a minute took turns on its one thread with the requests
// it times, and counted as the server's delay. The parent asks for what was received over IPC.
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import {
  startSmtpCapture,
  type CapturedMail,
} from "@kosh/testing/smtp-capture";

/** What the bench reads of a received mail: who it went to, and when. */
export type ReceivedMail = Pick<CapturedMail, "to" | "receivedAt">;

type Request = { id: number; ask: "mails" | "close" };
type Reply =
  | { ready: string }
  | { id: number; mails?: ReceivedMail[] }
  | { failed: string };

export interface SmtpCaptureProcess {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** Every mail received so far, oldest first. */
  mails(): Promise<ReceivedMail[]>;
  /** Stops the capture and its process. */
  close(): Promise<void>;
}

/** Starts the capture in a child process (tsx's loader, as the bench's other servers run). */
export async function startSmtpCaptureProcess(): Promise<SmtpCaptureProcess> {
  const child = fork(fileURLToPath(import.meta.url), ["--child"], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const waiting = new Map<
    number,
    (reply: { mails?: ReceivedMail[] }) => void
  >();
  let next = 0;
  const url = await new Promise<string>((resolve, reject) => {
    child.once("exit", (code) =>
      reject(
        new Error(`The SMTP capture exited with ${code} before listening`),
      ),
    );
    child.on("message", (reply: Reply) => {
      if ("ready" in reply) resolve(reply.ready);
      else if ("failed" in reply) reject(new Error(reply.failed));
      else waiting.get(reply.id)?.(reply);
    });
  });
  child.removeAllListeners("exit");
  const ask = (what: Request["ask"]) =>
    new Promise<{ mails?: ReceivedMail[] }>((resolve) => {
      const id = (next += 1);
      waiting.set(id, (reply) => {
        waiting.delete(id);
        resolve(reply);
      });
      child.send({ id, ask: what } satisfies Request);
    });
  return {
    url,
    mails: async () => (await ask("mails")).mails ?? [],
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      await ask("close");
      await exited;
    },
  };
}

async function serve(): Promise<void> {
  const reply = (message: Reply) => process.send!(message);
  try {
    const capture = await startSmtpCapture();
    process.on("message", (request: Request) => {
      if (request.ask === "mails") {
        reply({
          id: request.id,
          mails: capture.mails.map(({ to, receivedAt }) => ({
            to,
            receivedAt,
          })),
        });
        return;
      }
      void capture.close().then(() => {
        reply({ id: request.id });
        process.disconnect();
      });
    });
    reply({ ready: capture.url });
  } catch (error) {
    reply({ failed: String(error) });
    process.exit(1);
  }
}

if (process.argv.includes("--child")) await serve();
