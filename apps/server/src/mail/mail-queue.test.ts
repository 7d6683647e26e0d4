import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import {
  createTestDatabase,
  type TestDatabase,
} from "../../test/test-database.ts";
import { mailOutbox } from "../db/schema.ts";
import { enqueueMail, type MailKind } from "./mail-outbox.ts";
import { createMailQueue } from "./mail-queue.ts";
import type { Mailer, OutgoingMail } from "./mailer.ts";

/** An SMTP server that accepts a mail only when the test lets it: a send in flight, held open. */
function heldTransport() {
  const sent: OutgoingMail[] = [];
  let accept: () => void = () => undefined;
  let started: () => void = () => undefined;
  const sending = new Promise<void>((resolve) => (started = resolve));
  const mailer: Mailer = {
    send: (mail) =>
      new Promise<void>((resolve) => {
        accept = () => {
          sent.push(mail);
          resolve();
        };
        started();
      }),
    close: () => undefined,
  };
  return { mailer, sent, sending, accept: () => accept() };
}

describe("stopping the mail worker", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it("waits for the mail being sent and removes it from the queue, so a restart never sends it twice", async () => {
    database = await createTestDatabase();
    const transport = heldTransport();
    const at = new Date("2026-11-24T01:00:00Z");
    await enqueueMail(
      database.db,
      {
        kind: "invitation",
        to: "asha@example.com",
        email: { subject: "Welcome", text: "Hello", html: "<p>Hello</p>" },
      },
      at,
    );
    const queue = createMailQueue({
      db: database.db,
      mailer: transport.mailer,
      now: () => at,
      log: Fastify({ logger: false }).log,
      stillWanted: {},
    });
    // The pass the jobs plugin's schedule starts (src/jobs/jobs.plugin.ts), left running.
    void queue.poll();
    await transport.sending;

    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    // Whatever stop() could finish without the held send is done within a round trip to the
    // database (no clock involved): the mail is still queued and stop() has not returned.
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
    expect(stopped).toBe(false);

    transport.accept();
    await stopping;
    expect(transport.sent.map((mail) => mail.to)).toEqual(["asha@example.com"]);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);

    // Stopped (the server is closing): a wake-up starts no new pass; the next server start sends it.
    await enqueueMail(
      database.db,
      {
        kind: "invitation",
        to: "ravi@example.com",
        email: { subject: "Welcome", text: "Hello", html: "<p>Hello</p>" },
      },
      at,
    );
    queue.wake();
    await queue.drain();
    expect(transport.sent).toHaveLength(1);
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1);
  });
});

describe("the mail worker's pass", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const at = new Date("2026-11-24T01:00:00Z");
  // Queued a millisecond apart, as two requests are: the order queued is the order of run_at.
  const queued = (
    to: string,
    msBefore: number,
    {
      kind = "invitation",
      subject = kind,
    }: { kind?: MailKind; subject?: string } = {},
  ) =>
    enqueueMail(
      database!.db,
      {
        kind,
        to,
        email: { subject, text: subject, html: `<p>${subject}</p>` },
      },
      new Date(at.getTime() - msBefore),
    );

  it("sends different recipients' mails side by side, and one recipient's one after another in the order queued", async () => {
    database = await createTestDatabase();
    await queued("asha@example.com", 2, { subject: "first" });
    await queued("asha@example.com", 1, { subject: "second" });
    await queued("ravi@example.com", 0, { subject: "third" });
    // Sends held open until the test lets them go, in whatever order they began.
    const inFlight: { mail: OutgoingMail; accept: () => void }[] = [];
    const sent: string[] = [];
    let began: () => void = () => undefined;
    const mailer: Mailer = {
      send: (outgoing) =>
        new Promise<void>((resolve) => {
          inFlight.push({
            mail: outgoing,
            accept: () => {
              sent.push(outgoing.subject);
              resolve();
            },
          });
          began();
        }),
      close: () => undefined,
    };
    const sending = (count: number) =>
      new Promise<void>((resolve) => {
        began = () => {
          if (inFlight.length >= count) resolve();
        };
        began();
      });
    const queue = createMailQueue({
      db: database.db,
      mailer,
      now: () => at,
      log: Fastify({ logger: false }).log,
      stillWanted: {},
    });
    const pass = queue.drain();

    // Asha's first and Ravi's are on their way together; Asha's second waits for her first.
    await sending(2);
    expect(inFlight.map(({ mail }) => mail.subject).sort()).toEqual([
      "first",
      "third",
    ]);
    inFlight.find(({ mail }) => mail.subject === "third")!.accept();
    inFlight.find(({ mail }) => mail.subject === "first")!.accept();
    await sending(3);
    expect(inFlight[2]!.mail.subject).toBe("second");
    inFlight[2]!.accept();
    await pass;

    expect(sent).toEqual(["third", "first", "second"]);
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
  });

  it("sends a sign-in code or an invitation asked for after a sweep's reminders in the next batch, before them", async () => {
    database = await createTestDatabase();
    // A morning's sweep: 25 reminders, then a person asks for a code and an admin invites someone.
    for (let saver = 0; saver < 25; saver += 1)
      await queued(`saver-${saver}@example.com`, 1_000 - saver, {
        kind: "reminder",
      });
    await queued("asha@example.com", 1, { kind: "sign_in_code" });
    await queued("ravi@example.com", 0);
    const sent: string[] = [];
    const queue = createMailQueue({
      db: database.db,
      mailer: {
        send: async (mail) => {
          sent.push(mail.to);
        },
        close: () => undefined,
      },
      now: () => at,
      log: Fastify({ logger: false }).log,
      stillWanted: {},
    });

    await queue.drain();

    expect(sent).toHaveLength(27);
    // The first batch (10 mails, sent side by side) holds both, and the 8 oldest reminders.
    expect(sent.slice(0, 10).sort()).toEqual(
      [
        "asha@example.com",
        "ravi@example.com",
        ...Array.from(
          { length: 8 },
          (_, saver) => `saver-${saver}@example.com`,
        ),
      ].sort(),
    );
  });
});
