// The scale bench's database (issue 33): created on the PostgreSQL server it is given, migrated
// by a real Kosh server, then filled straight into the tables with large multi-row inserts
// (`insert … select from unnest(arrays)`, 10,000 rows a statement), never a request per row. A
// database that already holds this plan's seed is reused: its marker table says so.
import { randomBytes, randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { startKoshServer } from "@kosh/testing/kosh-server";
import {
  newSessionToken,
  sessionTokenHash,
} from "../../apps/server/src/modules/auth/session-token.ts";
import { serverToday } from "../../apps/server/src/server-today.ts";
import {
  FAILED_MAIL_EVERY,
  HEAVY_PERSON,
  investmentCounts,
  leadDaysOf,
  localeOf,
  maturityRemindersSent,
  personInvestments,
  remindersEnabled,
  SCALE_PLAN,
  schemeReminderSentYesterday,
  SIGNED_IN_EVERY,
  TYPICAL_PERSON,
} from "./scale-plan.ts";

/** The table that says which plan the database holds and when it was seeded. */
const MARKER = "kosh_scale_seed";
/** Rows of one insert statement. */
const BATCH = 10_000;

export interface ScaleDatabase {
  /** The database's own URL, for the servers' DATABASE_URL. */
  url: string;
  /** When the seed was written: rows the bench's runs add afterwards are newer. */
  seededAt: Date;
  /** The day the seed's dates count from (YYYY-MM-DD, the server's day in India). */
  seedDay: string;
  /** Seconds the seed took when it was written. */
  seedSeconds: number;
  /** Whether this run found the seed in place. */
  reused: boolean;
  /** Rows per table, counted in the database. */
  rows: Record<string, number>;
}

/** The person's address: the seed's people are found by it. */
export const personEmail = (person: number) =>
  `person-${person}@households.example`;

/** The database `name` on the server of `serverUrl`, as a URL. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The marker's row, when the database exists and holds this plan's seed. */
async function seedMarker(url: string) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{
      seeded_at: Date;
      seed_day: string;
      seconds: string;
    }>(
      `select seeded_at, seed_day::text, seconds::text from ${MARKER} where plan = $1`,
      [JSON.stringify(SCALE_PLAN)],
    );
    return rows[0];
  }).catch(() => undefined);
}

/**
 * The seeded database `name` on the server at `serverUrl`: reused when its marker names this
 * plan, otherwise dropped (only this one database), created, migrated by a Kosh server and filled.
 */
export async function ensureScaleDatabase(
  serverUrl: string,
  name: string,
  say: (line: string) => void,
): Promise<ScaleDatabase> {
  const url = databaseUrl(serverUrl, name);
  const marker = await seedMarker(url);
  if (marker) {
    return {
      url,
      seededAt: marker.seeded_at,
      seedDay: marker.seed_day,
      seedSeconds: Number(marker.seconds),
      reused: true,
      rows: await tableRows(url),
    };
  }
  await withClient(serverUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
  say(`Created database ${name}; a Kosh server migrates it`);
  const started = performance.now();
  const migrating = await startKoshServer({
    timeoutMs: 600_000,
    env: { DATABASE_URL: url, NODE_ENV: "development", LOG_LEVEL: "warn" },
  });
  await migrating.stop();
  const seedDay = serverToday(new Date());
  const seededAt = new Date();
  await withClient(url, (client) => seed(client, seedDay, seededAt, say));
  const seedSeconds = (performance.now() - started) / 1000;
  await withClient(url, async (client) => {
    await client.query(
      `create table ${MARKER} (plan text primary key, seeded_at timestamptz not null, seed_day date not null, seconds numeric not null)`,
    );
    await client.query(`insert into ${MARKER} values ($1, $2, $3, $4)`, [
      JSON.stringify(SCALE_PLAN),
      seededAt,
      seedDay,
      seedSeconds.toFixed(1),
    ]);
  });
  return {
    url,
    seededAt,
    seedDay,
    seedSeconds,
    reused: false,
    rows: await tableRows(url),
  };
}

/** The tables the seed fills: those that grow with the households. */
export const SEEDED_TABLES = [
  "users",
  "household_members",
  "investments",
  "investment_holders",
  "investment_deposits",
  "reminders_sent",
  "scheme_reminders_sent",
  "unsubscribe_tokens",
  "mail_outbox",
  "sessions",
] as const;

async function tableRows(url: string): Promise<Record<string, number>> {
  return withClient(url, async (client) => {
    const rows: Record<string, number> = {};
    for (const table of SEEDED_TABLES) {
      const answer = await client.query<{ count: string }>(
        `select count(*)::text as count from ${table}`,
      );
      rows[table] = Number(answer.rows[0]!.count);
    }
    return rows;
  });
}

/** One column of a batched insert: its name and the array type its values travel as. */
type Column = readonly [name: string, type: string];

/**
 * Rows for one table, written `BATCH` at a time as one `insert … select from unnest(…)`: each
 * column travels as one array parameter, `casts` turning a text array's element into its type.
 */
class BatchedInsert {
  private readonly values: unknown[][];
  constructor(
    private readonly client: pg.Client,
    private readonly table: string,
    private readonly columns: readonly Column[],
    private readonly casts: Record<string, string> = {},
  ) {
    this.values = columns.map(() => []);
  }
  written = 0;

  async add(row: readonly unknown[]): Promise<void> {
    row.forEach((value, column) => this.values[column]!.push(value));
    if (this.values[0]!.length >= BATCH) await this.flush();
  }

  async flush(): Promise<void> {
    const count = this.values[0]!.length;
    if (count === 0) return;
    const names = this.columns.map(([name]) => name);
    const params = this.columns
      .map(([, type], index) => `$${index + 1}::${type}[]`)
      .join(", ");
    const selected = names
      .map((name) => (this.casts[name] ? `${name}::${this.casts[name]}` : name))
      .join(", ");
    await this.client.query(
      `insert into ${this.table} (${names.join(", ")}) select ${selected} from unnest(${params}) as given(${names.join(", ")})`,
      this.values.map((column) => column.splice(0)),
    );
    this.written += count;
  }
}

/** 10:00 in India on `day`, as a moment. */
const morningOf = (day: string) => new Date(`${day}T04:30:00Z`);

/** Fills the migrated database with the plan's rows, as of `seedDay`. */
async function seed(
  client: pg.Client,
  seedDay: string,
  seededAt: Date,
  say: (line: string) => void,
): Promise<void> {
  // The rows are consistent by construction, and scale-plan.test.ts checks how; skipping the
  // foreign keys' per-row triggers while loading is what a bulk load does.
  await client.query("set session_replication_role = replica");
  await client.query("set synchronous_commit = off");

  const companies = (
    await client.query<{ id: string; name: string; type: string }>(
      "select c.id, c.name, t.type_name as type from companies c join company_types t on t.id = c.company_type_id order by c.name",
    )
  ).rows;
  const postOffice = companies.find(
    (company) => company.type === "Post Office",
  );
  const banks = companies.filter((company) => company.type !== "Post Office");
  const types = (
    await client.query<{ id: string; scheme: string; type_name: string }>(
      "select id, scheme, type_name from invest_types order by type_name",
    )
  ).rows;
  if (!postOffice || banks.length === 0 || types.length === 0)
    throw new Error("The server's reference lists are not in the database");
  const typeOf = new Map<string, string>();
  // "Fixed Deposit" before "Corporate FD" and "Bonds" for a term deposit.
  for (const type of [...types].sort((a) =>
    a.type_name === "Fixed Deposit" ? -1 : 0,
  ))
    if (!typeOf.has(type.scheme)) typeOf.set(type.scheme, type.id);

  const users = new BatchedInsert(
    client,
    "users",
    [
      ["id", "uuid"],
      ["email", "text"],
      ["name", "text"],
      ["role", "text"],
      ["profile_completed", "boolean"],
      ["date_of_birth", "date"],
      ["location", "text"],
      ["last_sign_in_at", "timestamptz"],
      ["reminders_enabled", "boolean"],
      ["reminder_lead_days", "text"],
      ["locale", "text"],
      ["created_at", "timestamptz"],
      ["updated_at", "timestamptz"],
    ],
    { reminder_lead_days: "integer[]" },
  );
  const investments = new BatchedInsert(client, "investments", [
    ["id", "uuid"],
    ["user_id", "uuid"],
    ["company_id", "uuid"],
    ["invest_type_id", "uuid"],
    ["principal_amount", "numeric"],
    ["rate_of_interest", "numeric"],
    ["start_date", "date"],
    ["end_date", "date"],
    ["maturity_amount", "numeric"],
    ["status", "text"],
    ["account_number", "text"],
    ["transaction_reason", "text"],
    ["renewal_reference_id", "uuid"],
    ["interest_schedule", "text"],
    ["monthly_instalment", "numeric"],
    ["created_at", "timestamptz"],
    ["updated_at", "timestamptz"],
  ]);
  // Each person's own household member, the holder of every one of their investments
  // (docs/product.md#household), as migration 0015 made them for everyone before households.
  const members = new BatchedInsert(client, "household_members", [
    ["id", "uuid"],
    ["household_id", "uuid"],
    ["user_id", "uuid"],
    ["relation", "text"],
    ["created_at", "timestamptz"],
  ]);
  const holders = new BatchedInsert(client, "investment_holders", [
    ["investment_id", "uuid"],
    ["member_id", "uuid"],
    ["position", "integer"],
  ]);
  const deposits = new BatchedInsert(client, "investment_deposits", [
    ["id", "uuid"],
    ["investment_id", "uuid"],
    ["deposit_date", "date"],
    ["amount", "numeric"],
    ["created_at", "timestamptz"],
  ]);
  const remindersSent = new BatchedInsert(client, "reminders_sent", [
    ["investment_id", "uuid"],
    ["user_id", "uuid"],
    ["lead_days", "integer"],
    ["queued_at", "timestamptz"],
  ]);
  const schemeRemindersSent = new BatchedInsert(
    client,
    "scheme_reminders_sent",
    [
      ["investment_id", "uuid"],
      ["user_id", "uuid"],
      ["kind", "text"],
      ["due_on", "date"],
      ["queued_at", "timestamptz"],
    ],
  );
  const unsubscribeTokens = new BatchedInsert(client, "unsubscribe_tokens", [
    ["token_hash", "text"],
    ["user_id", "uuid"],
    ["created_at", "timestamptz"],
  ]);
  const outbox = new BatchedInsert(
    client,
    "mail_outbox",
    [
      ["kind", "text"],
      ["recipient", "text"],
      ["message", "text"],
      ["created_at", "timestamptz"],
      ["run_at", "timestamptz"],
      ["attempts", "integer"],
      ["last_attempt_at", "timestamptz"],
      ["last_error", "text"],
      ["failed_at", "timestamptz"],
    ],
    { message: "jsonb" },
  );
  const sessions = new BatchedInsert(client, "sessions", [
    ["id", "uuid"],
    ["user_id", "uuid"],
    ["token_hash", "text"],
    ["created_at", "timestamptz"],
    ["last_seen_at", "timestamptz"],
    ["expires_at", "timestamptz"],
  ]);

  const counts = investmentCounts(SCALE_PLAN.people, SCALE_PLAN.investments, [
    SCALE_PLAN.heavyInvestments,
    SCALE_PLAN.typicalInvestments,
  ]);
  let remindersSoFar = 0;
  const dayMs = 86_400_000;
  const started = performance.now();
  for (let person = 0; person < counts.length; person += 1) {
    const userId = randomUUID();
    const email = personEmail(person);
    const joined = morningOf(seedDay).getTime() - (person % 900) * dayMs;
    const leadDays = leadDaysOf(person);
    await users.add([
      userId,
      email,
      `Person ${person}`,
      "user",
      true,
      `${1950 + (person % 50)}-0${1 + (person % 9)}-1${person % 10}`,
      ["Pune", "Lucknow", "Chennai", "Guwahati", "Jaipur"][person % 5],
      new Date(seededAt.getTime() - (person % 60) * dayMs),
      remindersEnabled(person),
      `{${leadDays.join(",")}}`,
      localeOf(person),
      new Date(joined),
      new Date(joined),
    ]);
    const ownMember = randomUUID();
    await members.add([ownMember, userId, userId, "self", new Date(joined)]);
    if (person % SIGNED_IN_EVERY === 0) {
      await sessions.add([
        randomUUID(),
        userId,
        sessionTokenHash(newSessionToken()),
        new Date(seededAt.getTime() - (person % 20) * dayMs),
        new Date(seededAt.getTime() - (person % 5) * dayMs),
        new Date(seededAt.getTime() + 10 * dayMs),
      ]);
    }

    const planned = personInvestments(person, counts[person]!, seedDay);
    const ids = planned.map(() => randomUUID());
    for (const investment of planned) {
      const id = ids[investment.index]!;
      const government = !["term_deposit", "recurring_deposit"].includes(
        investment.scheme,
      );
      const company = government
        ? postOffice
        : banks[(person + investment.index) % banks.length]!;
      const created = morningOf(investment.startDate);
      await investments.add([
        id,
        userId,
        company.id,
        typeOf.get(investment.scheme) ?? typeOf.get("term_deposit"),
        investment.principal,
        investment.rate,
        investment.startDate,
        investment.endDate,
        investment.maturityAmount,
        investment.status,
        investment.accountNumber,
        investment.renews === null ? null : "Renewed at maturity",
        investment.renews === null ? null : ids[investment.renews],
        investment.schedule,
        investment.monthlyInstalment,
        created,
        created,
      ]);
      await holders.add([id, ownMember, 0]);
      for (const deposit of investment.deposits)
        await deposits.add([
          randomUUID(),
          id,
          deposit.date,
          deposit.amount,
          morningOf(deposit.date),
        ]);

      const sent = remindersEnabled(person)
        ? maturityRemindersSent(investment, leadDays, seedDay)
        : [];
      const schemeSent = remindersEnabled(person)
        ? schemeReminderSentYesterday(investment, seedDay)
        : null;
      const queuedAt: Date[] = [];
      for (const { leadDays: lead, queuedOn } of sent) {
        const at = new Date(`${queuedOn}T00:30:00Z`);
        await remindersSent.add([id, userId, lead, at]);
        queuedAt.push(at);
      }
      if (schemeSent) {
        const at = new Date(seededAt.getTime() - dayMs);
        await schemeRemindersSent.add([
          id,
          userId,
          schemeSent.kind,
          schemeSent.dueOn,
          at,
        ]);
        queuedAt.push(at);
      }
      for (const at of queuedAt) {
        // Each reminder mail carried an unsubscribe secret of its own (decision 0028).
        await unsubscribeTokens.add([
          randomBytes(32).toString("hex"),
          userId,
          at,
        ]);
        remindersSoFar += 1;
        if (remindersSoFar % FAILED_MAIL_EVERY === 0) {
          await outbox.add([
            "reminder",
            email,
            JSON.stringify({
              subject: `Your deposit matures on ${investment.endDate}`,
              text: `A reminder about ${investment.accountNumber}.`,
              html: `<p>A reminder about ${investment.accountNumber}.</p>`,
            }),
            at,
            at,
            1,
            at,
            "550 5.1.1 No such user here",
            at,
          ]);
        }
      }
    }
    if (person % 10_000 === 9_999)
      say(
        `  seeded ${person + 1} people, ${investments.written} investments (${Math.round((performance.now() - started) / 1000)} s)`,
      );
  }
  for (const table of [
    users,
    members,
    investments,
    holders,
    deposits,
    remindersSent,
    schemeRemindersSent,
    unsubscribeTokens,
    outbox,
    sessions,
  ])
    await table.flush();
  // Plans read the statistics autovacuum would gather later; gather them now.
  await client.query("analyze");
}

/** The seed's people the figures sign in as, with their investments. */
export interface ScalePerson {
  userId: string;
  investments: number;
  token: string;
}

/**
 * Puts the database back to its seed before a run: the reminders, unsubscribe secrets, mails and
 * sessions that earlier runs added are deleted and vacuumed away, so every run's sweep has the
 * same work on the same tables. Then signs
 * in the heavy and the typical person with fresh sessions (rows like those a sign-in writes).
 */
export async function resetToSeed(
  database: ScaleDatabase,
): Promise<{ heavy: ScalePerson; typical: ScalePerson }> {
  return withClient(database.url, async (client) => {
    const after = [database.seededAt];
    await client.query(
      "delete from reminders_sent where queued_at > $1",
      after,
    );
    await client.query(
      "delete from scheme_reminders_sent where queued_at > $1",
      after,
    );
    await client.query(
      "delete from unsubscribe_tokens where created_at > $1",
      after,
    );
    await client.query("delete from mail_outbox where created_at > $1", after);
    await client.query("delete from sessions where created_at > $1", after);
    // What the deletes left behind is vacuumed now, as autovacuum would in time (and off, as on
    // some servers, never would): every run starts from the same tables, not from those bloated
    // by the runs before (mail_outbox held 370,009 dead rows beside 3,938 live after a dozen runs).
    await client.query(
      "vacuum (analyze) reminders_sent, scheme_reminders_sent, unsubscribe_tokens, mail_outbox, sessions",
    );
    const signIn = async (person: number): Promise<ScalePerson> => {
      const { rows } = await client.query<{ id: string; count: string }>(
        "select u.id, (select count(*) from investments i where i.user_id = u.id)::text as count from users u where u.email = $1",
        [personEmail(person)],
      );
      const user = rows[0];
      if (!user) throw new Error(`The seed has no ${personEmail(person)}`);
      const token = newSessionToken();
      const now = new Date();
      await client.query(
        "insert into sessions (user_id, token_hash, created_at, last_seen_at, expires_at) values ($1, $2, $3, $3, $4)",
        [
          user.id,
          sessionTokenHash(token),
          now,
          new Date(now.getTime() + 86_400_000),
        ],
      );
      return { userId: user.id, investments: Number(user.count), token };
    };
    return {
      heavy: await signIn(HEAVY_PERSON),
      typical: await signIn(TYPICAL_PERSON),
    };
  });
}

export { withClient };
