import { renameSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.ts";
import { DATABASE_FULL_MESSAGE } from "../../src/db/database-errors.ts";
import {
  type PrivatePostgres,
  startPrivatePostgres,
} from "../private-postgres.ts";
import { type SmtpCapture, startSmtpCapture } from "@kosh/testing/smtp-capture";
import { type ReportRow, reportFaults } from "./fault-report.ts";
import {
  type Answer,
  type Call,
  describeAnswer,
  type Person,
} from "./kosh-over-http.ts";
import { koshOnPostgres } from "./kosh-on-postgres.ts";

/**
 * PostgreSQL's disk is full where a new investment must go: the investments table's file is
 * swapped for a link to /dev/full, so PostgreSQL's own write fails with ENOSPC and it answers
 * SQLSTATE 53100 ('could not extend file …: No space left on device'), as on a full disk. The
 * server is the real one (startKosh with DATABASE_URL), over real HTTP.
 */

let cluster: PrivatePostgres;
let smtp: SmtpCapture;
let app: App | undefined;
let call: Call;
let saver: Person;
let admin: pg.Client;
const reportRows: ReportRow[] = [];

beforeAll(async () => {
  [cluster, smtp] = await Promise.all([
    startPrivatePostgres(),
    startSmtpCapture(),
  ]);
  const started = await koshOnPostgres(cluster, smtp, [
    "full-disk@example.com",
  ]);
  ({ app, call } = started);
  saver = started.people[0]!;
  admin = new pg.Client(cluster.url);
  await admin.connect();
}, 120_000);

afterAll(async () => {
  await reportFaults("PostgreSQL's disk full", reportRows);
  await admin?.end();
  await app?.close();
  await Promise.all([cluster?.destroy(), smtp?.close()]);
});

/**
 * Ends Kosh's idle pooled connections, so the next query opens the table's file afresh (the pool
 * replaces them; one in the middle of a query would fail that query instead).
 */
async function reconnectKosh() {
  await admin.query(
    "select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database() and state = 'idle'",
  );
  await sleep(200);
}

async function addInvestment(accountNumber: string): Promise<Answer> {
  const { rows } = await admin.query<{ company: string; type: string }>(
    "select (select id::text from companies limit 1) as company, (select id::text from invest_types limit 1) as type",
  );
  const body = {
    company_id: rows[0]!.company,
    invest_type_id: rows[0]!.type,
    principal_amount: 100_000,
    rate_of_interest: 7.1,
    start_date: "2026-01-01",
    end_date: "2027-01-01",
    account_number: accountNumber,
  };
  // A connection ended by reconnectKosh may still answer once with the database-away 503.
  let answer = await call("POST", "/api/investments", {
    token: saver.token,
    body,
  });
  for (let tries = 0; answer.retryAfter === "5" && tries < 5; tries += 1) {
    await sleep(200);
    answer = await call("POST", "/api/investments", {
      token: saver.token,
      body,
    });
  }
  return answer;
}

describe("PostgreSQL's disk full where a write must go", () => {
  it("answers 503 with Retry-After: 60 and a sentence for a person, not 500, and recovers once there is room", async () => {
    const { rows } = await admin.query<{ dir: string; file: string }>(
      "select current_setting('data_directory') as dir, pg_relation_filepath('investments') as file",
    );
    const file = join(rows[0]!.dir, rows[0]!.file);
    renameSync(file, `${file}.aside`);
    symlinkSync("/dev/full", file);
    await reconnectKosh();

    const full = await addInvestment("ACCT-FULL-DISK-1");
    const health = await call("GET", "/api/health");

    rmSync(file);
    renameSync(`${file}.aside`, file);
    await reconnectKosh();
    const roomAgain = await addInvestment("ACCT-FULL-DISK-2");

    reportRows.push(
      {
        check:
          "A new investment on a full disk (the table's file linked to /dev/full) → 503 with Retry-After, not 500",
        result: `${full.status}, Retry-After ${full.retryAfter}: ${JSON.parse(full.body).message}`,
        passed: full.status === 503 && full.retryAfter === "60",
      },
      {
        check: "The same request once there is room again, without a restart",
        result: `${roomAgain.status}`,
        passed: roomAgain.status === 201,
      },
    );
    expect(full.status, describeAnswer(full)).toBe(503);
    expect(full.retryAfter).toBe("60");
    expect(JSON.parse(full.body).message).toBe(DATABASE_FULL_MESSAGE);
    // Only that table's file is full here: the server and the rest of the disk answer.
    expect(health.status).toBe(200);
    expect(roomAgain.status, describeAnswer(roomAgain)).toBe(201);
  });
});
