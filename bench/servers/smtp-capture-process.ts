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

/** Which received mails `mails` and `count` take: to an address ending so, received in [from, until] (ms). */
export interface MailFilter {
  toEndingWith?: string;
  from?: number;
  until?: number;
}

type Request =
  | { id: number; ask: "close" }
  | { id: number; ask: "mails" | "count"; filter: MailFilter };
type Answer = { mails?: ReceivedMail[]; count?: number };
type Reply = { ready: string } | ({ id: number } & Answer) | { failed: string };

export interface SmtpCaptureProcess {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** The mails received so far that `filter` takes (every one without), oldest first. */
  mails(filter?: MailFilter): Promise<ReceivedMail[]>;
  /**
   * How many of them `filter` takes, counted in the capture's process: asked four times a second
   * while 10,000 mails arrive, the list itself would cross the IPC channel each time.
   */
  count(filter: MailFilter): Promise<number>;
  /** Stops the capture and its process. */
  close(): Promise<void>;
}

/** Starts the capture in a child process (tsx's loader, as the bench's other servers run). */
export async function startSmtpCaptureProcess(): Promise<SmtpCaptureProcess> {
  const child = fork(fileURLToPath(import.meta.url), ["--child"], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const waiting = new Map<number, (reply: Answer) => void>();
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
  const ask = (request: DistributiveOmit<Request, "id">) =>
    new Promise<Answer>((resolve) => {
      const id = (next += 1);
      waiting.set(id, (reply) => {
        waiting.delete(id);
        resolve(reply);
      });
      child.send({ id, ...request } satisfies Request);
    });
  return {
    url,
    mails: async (filter = {}) =>
      (await ask({ ask: "mails", filter })).mails ?? [],
    count: async (filter) => (await ask({ ask: "count", filter })).count ?? 0,
    close: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      await ask({ ask: "close" });
      await exited;
    },
  };
}

type DistributiveOmit<T, K extends keyof T> = T extends unknown
  ? Omit<T, K>
  : never;

async function serve(): Promise<void> {
  const reply = (message: Reply) => process.send!(message);
  try {
    const capture = await startSmtpCapture();
    const matching = ({
      toEndingWith,
      from = -Infinity,
      until = Infinity,
    }: MailFilter) =>
      capture.mails.filter(({ to, receivedAt }) => {
        const at = Date.parse(receivedAt);
        return (
          at >= from &&
          at <= until &&
          (toEndingWith === undefined ||
            to.some((address) => address.endsWith(toEndingWith)))
        );
      });
    process.on("message", (request: Request) => {
      if (request.ask === "count") {
        reply({ id: request.id, count: matching(request.filter).length });
        return;
      }
      if (request.ask === "mails") {
        reply({
          id: request.id,
          mails: matching(request.filter).map(({ to, receivedAt }) => ({
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
