import { sendJsonTo } from "@kosh/testing/send-json";
import { type KoshServer, startKoshServer } from "@kosh/testing/kosh-server";
import { mailSubject } from "@kosh/testing/mime";
import { type SmtpCapture, startSmtpCapture } from "@kosh/testing/smtp-capture";
import { addDays } from "@kosh/core/format/date";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type DatabaseHandle,
  postgresDatabase,
} from "../../src/db/database.ts";
import {
  companies,
  investments,
  investTypes,
  mailOutbox,
  remindersSent,
} from "../../src/db/schema.ts";
import { seedReferenceLists } from "../../src/db/seed-reference-lists.ts";
import { inviteUser } from "../../src/modules/users/users.service.ts";
import { serverToday } from "../../src/server-today.ts";
import {
  type PrivatePostgres,
  startPrivatePostgres,
} from "../private-postgres.ts";

/**
 * Three server processes on one PostgreSQL, each sweeping for reminders at start-up and every
 * second, each running its own mail worker (docs/architecture.md#mail-queue): every reminder is
 * delivered exactly once, and the sign-in limits hold whichever process a request reaches.
 */

const PEOPLE = 12;
/** Each person has a deposit ending today (the on-the-day reminder) and one in 7 days. */
const EXPECTED_REMINDERS = PEOPLE * 2;

let cluster: PrivatePostgres;
let smtp: SmtpCapture;
let database: DatabaseHandle;
let servers: KoshServer[] = [];

beforeAll(async () => {
  [cluster, smtp] = await Promise.all([
    startPrivatePostgres(),
    startSmtpCapture(),
  ]);
  database = postgresDatabase(cluster.url);
  await database.migrate();
  await seedReferenceLists(database.db);
  const [company] = await database.db.select().from(companies).limit(1);
  const [type] = await database.db.select().from(investTypes).limit(1);
  const today = serverToday(new Date());
  for (let index = 0; index < PEOPLE; index += 1) {
    const { user } = await inviteUser(database.db, {
      email: `saver-${index}@example.com`,
      role: "user",
      now: new Date(),
    });
    await database.db.insert(investments).values(
      [0, 7].map((days) => ({
        userId: user.id,
        companyId: company!.id,
        investTypeId: type!.id,
        principalAmount: 100000 + index,
        rateOfInterest: 7,
        startDate: addDays(today, days - 365),
        endDate: addDays(today, days),
        maturityAmount: 107000 + index,
      })),
    );
  }
  const env = {
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    DATABASE_URL: cluster.url,
    SMTP_URL: smtp.url,
    REMINDER_SWEEP_SECONDS: "1",
    MAIL_POLL_SECONDS: "1",
  };
  servers = await Promise.all([0, 1, 2].map(() => startKoshServer({ env })));
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await database?.close();
  await Promise.all([smtp?.close(), cluster?.destroy()]);
});

const reminders = () =>
  smtp.mails.filter((mail) => mailSubject(mail.raw).includes("matures"));

describe("three server processes on one PostgreSQL", () => {
  it("deliver every reminder exactly once although each of them sweeps every second", async () => {
    const deadline = Date.now() + 60_000;
    while (reminders().length < EXPECTED_REMINDERS && Date.now() < deadline)
      await sleep(250);
    // Several more sweeps of every process, to give a duplicate every chance to appear.
    await sleep(4_000);

    const sent = reminders().map(
      (mail) => `${mail.to.join(",")} ${mailSubject(mail.raw)}`,
    );
    expect(sent).toHaveLength(EXPECTED_REMINDERS);
    expect(new Set(sent).size).toBe(EXPECTED_REMINDERS);
    expect(await database.db.$count(remindersSent)).toBe(EXPECTED_REMINDERS);
    // Every queued mail was delivered and removed from the queue.
    expect(await database.db.$count(mailOutbox)).toBe(0);
  }, 90_000);

  it("hold the one-code-a-minute limit for an address whichever process is asked", async () => {
    const email = "saver-0@example.com";
    const answers = await Promise.all(
      servers.map((server) =>
        sendJsonTo(server.baseUrl)("POST", "/api/auth/send-otp", { email }),
      ),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200, 429, 429,
    ]);
    const deadline = Date.now() + 10_000;
    while (smtp.mailsTo(email).length < 3 && Date.now() < deadline)
      await sleep(100);
    const codes = smtp
      .mailsTo(email)
      .filter((mail) => mailSubject(mail.raw).includes("sign-in code"));
    expect(codes).toHaveLength(1);
  });
});
