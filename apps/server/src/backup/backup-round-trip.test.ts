import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Investment } from "@kosh/core/contracts/investments";
import { addMonths } from "@kosh/core/format/date";
import { expectAnswer, type SendJson } from "@kosh/testing/send-json";
import { signInOverHttp } from "@kosh/testing/sign-in";
import { type SmtpCapture, startSmtpCapture } from "@kosh/testing/smtp-capture";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { runCommand } from "../../test/child-process.ts";
import { queryRows } from "../../test/query-rows.ts";
import { preparedDataDir } from "../../test/test-database.ts";
import type { App } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import * as schema from "../db/schema.ts";
import { openDatabase } from "../db/open-database.ts";
import { serverToday } from "../server-today.ts";
import { startKosh } from "../startup.ts";

/**
 * `npm run backup` and `npm run restore` round trip (docs/decisions/0019-backups-over-a-control-socket.md):
 * a data directory filled through the real app, with rows in every table, is backed up while the
 * server runs and again once it stopped; each backup is restored into an empty directory, and
 * every row of every table must come back as it was. Then a server starts on a restored directory
 * and the people in it carry on.
 */

const SPAWN_TIMEOUT = 180_000;
const OWNER = "owner@example.com";
const SAVER = "saver@example.com";
const LATE = "late@example.com";
const PROFILE = {
  name: "Priya Saver",
  date_of_birth: "1985-04-12",
  location: "Pune",
};

let root: string;
let smtp: SmtpCapture;
let app: App;
let saverToken: string;
let saverInvestments: Investment[];
/** Every row of every table of the filled directory, read through the running server. */
let original: Map<string, string[]>;

const sourceDir = () => join(root, "source");

const backup = (file: string, dataDir: string) =>
  runCommand("backup", [file], { DATA_DIR: dataDir });
const restore = (file: string, dataDir: string) =>
  runCommand("restore", [file], { DATA_DIR: dataDir });

/** The server as `npm start` runs it (listening, so the reminder sweep runs); requests go through `inject`. */
async function start(dataDir: string, smtpUrl: string): Promise<App> {
  const started = await startKosh(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      ADMIN_EMAIL: OWNER,
      PUBLIC_URL: "http://kosh.test",
      // The sweep queues the reminder of an investment added during the test within a second.
      REMINDER_SWEEP_SECONDS: "1",
      MAIL_POLL_SECONDS: "1",
    }),
  );
  await started.listen({ port: 0, host: "127.0.0.1" });
  return started;
}

/** JSON requests through `app.inject`, as the harness's sign-in expects them. */
function sendTo(target: () => App): SendJson {
  return async (method, path, body, token) => {
    const response = await target().inject({
      method: method as "GET",
      url: path,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    let parsed: unknown = response.body;
    try {
      parsed = response.json();
    } catch {
      // Not JSON: the text is the body.
    }
    return { status: response.statusCode, body: parsed };
  };
}
const send = sendTo(() => app);

/** Every table of the schema and drizzle's migrations table, read from the database itself. */
async function tableNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', table_schema, table_name) as name
          from information_schema.tables
         where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
         order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Each table's rows as PostgreSQL prints them (every column, to the microsecond), sorted. */
async function everyRow(db: Database): Promise<Map<string, string[]>> {
  const tables = new Map<string, string[]>();
  for (const table of await tableNames(db)) {
    const rows = await queryRows<{ row: string }>(
      db,
      sql.raw(`select t::text as row from ${table} t order by 1`),
    );
    tables.set(
      table,
      rows.map((row) => row.row),
    );
  }
  return tables;
}

async function rowsOfDirectory(
  dataDir: string,
): Promise<Map<string, string[]>> {
  const database = await openDatabase({ DATA_DIR: dataDir });
  try {
    return await everyRow(database.db);
  } finally {
    await database.close();
  }
}

/** The saver renews one of their investments (one transaction: the old one renewed, the new one added). */
async function renew(id: string, body: object): Promise<Investment> {
  const response = await app.inject({
    method: "POST",
    url: `/api/investments/${id}/renew`,
    headers: { authorization: `Bearer ${saverToken}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Investment;
}

/** How whole the renewal chains are: a torn snapshot would hold half of a renewal. */
async function renewalChains(dataDir: string) {
  const database = await openDatabase({ DATA_DIR: dataDir });
  try {
    const [chains] = await queryRows<{
      renewals: number;
      renewed_without_successor: number;
      successor_of_unrenewed: number;
    }>(
      database.db,
      sql`select count(*) filter (where renewal_reference_id is not null)::int as renewals,
                 count(*) filter (where status = 'renewed' and not exists
                   (select 1 from investments r where r.renewal_reference_id = i.id))::int
                   as renewed_without_successor,
                 count(*) filter (where renewal_reference_id is not null and
                   (select o.status from investments o where o.id = i.renewal_reference_id) <> 'renewed')::int
                   as successor_of_unrenewed
            from investments i`,
    );
    return chains!;
  } finally {
    await database.close();
  }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** People, investments with a renewal chain, a closed one, keys, feed, reminders, a mail stuck in the queue. */
async function fill(): Promise<void> {
  const owner = await signInOverHttp(send, smtp.mailbox, OWNER, {
    profile: { ...PROFILE, name: "Owner" },
  });
  await expectAnswer(
    send("POST", "/api/admin/users", { email: SAVER }, owner.token),
    201,
    "inviting the saver",
  );

  // One wrong code before the right one: a sign-in failure on record.
  await expectAnswer(
    send("POST", "/api/auth/send-otp", { email: SAVER }),
    200,
    "send-otp",
  );
  const code = await smtp.mailbox.latestCode(SAVER);
  const wrong = code === "000000" ? "111111" : "000000";
  const refused = await send("POST", "/api/auth/verify-otp", {
    email: SAVER,
    otp: wrong,
  });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  const verified = (await expectAnswer(
    send("POST", "/api/auth/verify-otp", { email: SAVER, otp: code }),
    200,
    "verify-otp",
  )) as { session: { access_token: string } };
  saverToken = verified.session.access_token;
  await expectAnswer(
    send("PUT", "/api/auth/complete-profile", PROFILE, saverToken),
    200,
    "complete-profile",
  );

  const [company] = await queryRows<{ id: string }>(
    app.db,
    sql`select id from companies order by name limit 1`,
  );
  const [investType] = await queryRows<{ id: string }>(
    app.db,
    sql`select id from invest_types order by type_name limit 1`,
  );
  const invest = async (body: object, headers: Record<string, string> = {}) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/investments",
      headers: { authorization: `Bearer ${saverToken}`, ...headers },
      payload: {
        company_id: company!.id,
        invest_type_id: investType!.id,
        principal_amount: 200000,
        rate_of_interest: 7.25,
        start_date: "2024-06-01",
        end_date: "2025-06-01",
        maturity_amount: 214500,
        account_number: "FD-2024-0001",
        investment_notes: "Cumulative, nominee: Ravi",
        ...body,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as Investment;
  };
  const first = await invest({}, { "idempotency-key": "first-fd-2024" });
  const second = await renew(first.id, {
    new_end_date: "2026-06-01",
    new_rate: 7.5,
    new_maturity_amount: 230588.75,
    transaction_reason: "Renewed at the new card rate",
  });
  await renew(second.id, {
    new_end_date: "2027-06-01",
    new_rate: 7.1,
    new_maturity_amount: 246960.55,
    transaction_reason: "Renewed again",
  });
  const closing = await invest({
    principal_amount: 50000.5,
    interest_schedule: "payout_quarterly",
  });
  await expectAnswer(
    send(
      "PUT",
      `/api/investments/${closing.id}/close`,
      { transaction_reason: "Broke it for a medical bill" },
      saverToken,
    ),
    200,
    "closing",
  );
  // Ends in a week: the reminder sweep queues (and the worker sends) its 7-day reminder.
  const today = new Date();
  await invest({
    start_date: isoDay(new Date(today.getTime() - 358 * 86_400_000)),
    end_date: isoDay(new Date(today.getTime() + 7 * 86_400_000)),
  });
  // A PPF account with a second deposit: rows in investment_deposits.
  const [ppfType] = await queryRows<{ id: string }>(
    app.db,
    sql`select id from invest_types where scheme = 'ppf' order by type_name limit 1`,
  );
  const ppf = await invest({
    invest_type_id: ppfType!.id,
    principal_amount: 150000,
    rate_of_interest: 7.1,
    start_date: "2024-04-05",
    end_date: undefined,
    maturity_amount: undefined,
    account_number: "PPF-2024-0001",
  });
  await expectAnswer(
    send(
      "POST",
      `/api/investments/${ppf.id}/deposits`,
      { date: "2025-04-05", amount: 150000 },
      saverToken,
    ),
    201,
    "PPF deposit",
  );
  // The saver's spouse holds an FD jointly with them, and the owner may see the saver's household:
  // rows in household_members beyond the own ones, and in household_access.
  const spouse = (await expectAnswer(
    send(
      "POST",
      "/api/household/members",
      { name: "Ravi", relation: "spouse", date_of_birth: "1958-02-01" },
      saverToken,
    ),
    201,
    "adding a member",
  )) as { id: string };
  await invest({ holder_ids: [spouse.id, ...first.holder_ids] });
  await expectAnswer(
    send(
      "POST",
      "/api/household/access",
      { email: OWNER, role: "view" },
      saverToken,
    ),
    201,
    "sharing the household",
  );
  // A recurring deposit with an instalment due today (India's): the sweep queues its reminder,
  // a row in scheme_reminders_sent. Opened whole months back, on a day that comes round again.
  const indiaToday = serverToday(new Date());
  const monthsBack = [1, 2, 3].find(
    (months) =>
      addMonths(addMonths(indiaToday, -months), months) === indiaToday,
  )!;
  const [rdType] = await queryRows<{ id: string }>(
    app.db,
    sql`select id from invest_types where scheme = 'recurring_deposit' order by type_name limit 1`,
  );
  await invest({
    invest_type_id: rdType!.id,
    monthly_instalment: 5000,
    principal_amount: undefined,
    maturity_amount: undefined,
    rate_of_interest: 6.7,
    start_date: addMonths(indiaToday, -monthsBack),
    end_date: addMonths(indiaToday, 12),
    account_number: "RD-2026-0001",
  });
  await expectAnswer(
    send("POST", "/api/calendar-feed", undefined, saverToken),
    201,
    "calendar feed",
  );
  // Both reminders go to the saver and to the owner, who may see the saver's household: the fill
  // waits for all four, or a later sweep would write the owner's after the tables were read.
  await vi.waitFor(
    async () => {
      for (const table of ["reminders_sent", "scheme_reminders_sent"]) {
        const [{ people } = { people: 0 }] = await queryRows<{
          people: number;
        }>(
          app.db,
          sql`select count(distinct user_id)::int as people from ${sql.identifier(table)}`,
        );
        expect(people, table).toBe(2);
      }
    },
    { timeout: 20_000, interval: 200 },
  );
  await app.mailQueue.drain();

  // The mail server has a bad day: the next invitation stays in the queue with its error.
  smtp.refuseMessages(true);
  await expectAnswer(
    send("POST", "/api/admin/users", { email: LATE }, owner.token),
    201,
    "inviting late",
  );
  await app.mailQueue.drain();
  // Nothing writes from here on (no mail, no sweep, no pruning): the tables are what the backups must hold.
  await app.jobs.stop();

  saverInvestments = (await expectAnswer(
    send("GET", "/api/investments", undefined, saverToken),
    200,
    "listing",
  )) as Investment[];
}

beforeAll(async () => {
  // startKosh prints where it runs and how to sign in; the test report does not need it.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  root = mkdtempSync(join(tmpdir(), "kosh-backup-"));
  smtp = await startSmtpCapture();
  await preparedDataDir(sourceDir());
  app = await start(sourceDir(), smtp.url);
  await fill();
  original = await everyRow(app.db);
}, SPAWN_TIMEOUT);

afterAll(async () => {
  await app?.close();
  await smtp?.close();
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

describe("a backup and its restore", () => {
  it("start from a directory with rows in every table, so a table added later cannot go unchecked", () => {
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => `public.${getTableName(table)}`);
    expect(
      [...original.keys()].filter((name) => name.startsWith("public.")),
    ).toEqual(declared.sort());
    const empty = [...original].filter(([, rows]) => rows.length === 0);
    expect(
      empty.map(([table]) => table),
      "tables the fill leaves empty: make fill() write to them",
    ).toEqual([]);
    expect(original.get("public.investments")).toHaveLength(8);
    expect(original.get("public.mail_outbox")?.join()).toContain(LATE);
  });

  it(
    "while the server runs: the server takes the snapshot, and the restore holds every row",
    async () => {
      const file = join(root, "running.kosh");
      const restored = join(root, "restored-running");

      const made = await backup(file, sourceDir());
      const unchanged = await everyRow(app.db);
      const back = await restore(file, restored);

      expect(made, made.stderr).toMatchObject({ code: 0, stderr: "" });
      expect(made.stdout).toContain(
        `The running server (pid ${process.pid}) took the snapshot.`,
      );
      // Only the server's OS user may connect to the socket or read the file.
      const socket = statSync(join(sourceDir(), "kosh.sock"));
      expect(socket.isSocket()).toBe(true);
      expect(socket.mode & 0o777).toBe(0o600);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(made.stdout).toContain("3 users, 8 investments");
      expect(unchanged).toEqual(original);
      expect(back, back.stderr).toMatchObject({ code: 0, stderr: "" });
      expect(back.stdout).toContain(`into PGlite in ${restored}`);
      expect(await rowsOfDirectory(restored)).toEqual(original);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "with the server stopped: the command opens the directory itself, and the restore holds every row",
    async () => {
      await app.close();
      const file = join(root, "stopped.kosh");
      const restored = join(root, "restored-stopped");

      const made = await backup(file, sourceDir());
      const back = await restore(file, restored);

      expect(made, made.stderr).toMatchObject({ code: 0, stderr: "" });
      expect(made.stdout).toContain("The server was stopped.");
      expect(back, back.stderr).toMatchObject({ code: 0, stderr: "" });
      expect(await rowsOfDirectory(sourceDir())).toEqual(original);
      expect(await rowsOfDirectory(restored)).toEqual(original);
    },
    SPAWN_TIMEOUT,
  );

  it(
    "lets people carry on on the restored directory: a session still works, a queued invitation goes out, the invitee signs in",
    async () => {
      const mail = await startSmtpCapture();
      try {
        app = await start(join(root, "restored-running"), mail.url);

        const listed = await send(
          "GET",
          "/api/investments",
          undefined,
          saverToken,
        );
        // The invitation the mail server refused before the backup goes out at its retry…
        const invitation = await mail.mailbox.waitForMail(LATE, {
          timeoutMs: 45_000,
        });
        // …and the invitee signs in (the owner asked for a code moments ago: one a minute per address).
        const late = await signInOverHttp(send, mail.mailbox, LATE);

        expect(listed.status).toBe(200);
        expect(listed.body).toEqual(saverInvestments);
        expect(invitation.subject).toBe("You are invited to Kosh");
        expect(late.user.email).toBe(LATE);
      } finally {
        await app.close();
        await mail.close();
      }
    },
    SPAWN_TIMEOUT,
  );

  it(
    "while requests write: the snapshot holds every renewal whole, and every one acknowledged before it began",
    async () => {
      const mail = await startSmtpCapture();
      const file = join(root, "under-load.kosh");
      const restored = join(root, "restored-under-load");
      try {
        app = await start(join(root, "restored-stopped"), mail.url);
        let current = saverInvestments.find(
          (investment) =>
            investment.status === "active" &&
            investment.renewal_reference_id !== null,
        )!;
        let acknowledged = 0;
        let writing = true;
        const writer = (async () => {
          while (writing) {
            const end = new Date(`${current.end_date}T00:00:00Z`);
            current = await renew(current.id, {
              new_end_date: isoDay(new Date(end.getTime() + 86_400_000)),
              new_rate: 7.1,
              new_maturity_amount: (current.maturity_amount ?? 0) + 50,
              transaction_reason: `Renewal ${acknowledged + 1} during a backup`,
            });
            acknowledged += 1;
          }
        })();
        await vi.waitFor(() => expect(acknowledged).toBeGreaterThan(3), {
          timeout: 20_000,
        });

        const before = acknowledged;
        const made = await backup(file, join(root, "restored-stopped"));
        const after = acknowledged;
        writing = false;
        await writer;
        const back = await restore(file, restored);

        expect(made, made.stderr).toMatchObject({ code: 0, stderr: "" });
        expect(back, back.stderr).toMatchObject({ code: 0, stderr: "" });
        // Renewals went on while the command ran, so the snapshot was taken among them.
        expect(after).toBeGreaterThan(before);
        const chains = await renewalChains(restored);
        expect(chains.renewed_without_successor).toBe(0);
        expect(chains.successor_of_unrenewed).toBe(0);
        // The fill renewed twice; a renewal answered after the backup returned may have committed before the copy.
        expect(chains.renewals - 2).toBeGreaterThanOrEqual(before);
        expect(chains.renewals - 2).toBeLessThanOrEqual(after + 1);
      } finally {
        await app.close();
        await mail.close();
      }
    },
    SPAWN_TIMEOUT,
  );
});
