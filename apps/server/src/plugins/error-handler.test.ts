import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillTheDiskFor } from "../../test/full-disk.ts";
import { captureLog } from "../../test/log-capture.ts";
import {
  startTrackerHarness,
  type TrackerHarness,
} from "../../test/tracker-harness.ts";
import { buildApp, type App } from "../app.ts";
import { loadConfig } from "../config.ts";
import { DATABASE_FULL_MESSAGE } from "../db/database-errors.ts";
import { Conflict, TooManyRequests, Unavailable } from "../errors.ts";

const log = captureLog();
const logLines = log.lines;

let app: App;
beforeAll(async () => {
  app = await buildApp({
    config: loadConfig({ NODE_ENV: "test" }),
    logger: { level: "warn", stream: log.stream },
  });
  // Routes that fail the way real modules will; added by this test only, before the app starts.
  app.get("/api/test-failures/crash", async () => {
    throw new Error('relation "users" does not exist at /srv/kosh/db.ts:42');
  });
  app.get("/api/test-failures/conflict", async () => {
    throw new Conflict("This investment has already been renewed.");
  });
  app.get("/api/test-failures/rate-limited", async () => {
    throw new TooManyRequests(
      "Too many codes requested. Try again later.",
      42.2,
    );
  });
  app.get("/api/test-failures/unavailable", async () => {
    throw new Unavailable(
      "Database connection error. Please try again in a few moments.",
    );
  });
});
afterAll(() => app.close());

describe("an unexpected error", () => {
  it("answers 500 without the details, quoting the request id", async () => {
    const response = await app.inject({ url: "/api/test-failures/crash" });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body).toMatchObject({
      statusCode: 500,
      code: "INTERNAL_ERROR",
      error: "Internal Server Error",
    });
    expect(body.message).not.toMatch(/relation|users|db\.ts/);
    const reference = /reference ([0-9a-f-]{36})/.exec(body.message)?.[1];
    expect(reference).toBeDefined();

    const logged = logLines.find((line) => line.reqId === reference);
    expect(logged).toMatchObject({ level: 50, msg: "request failed" });
    expect(JSON.stringify(logged)).toContain(
      'relation \\"users\\" does not exist',
    );
  });

  it("gives each request its own reference", async () => {
    const first = await app.inject({ url: "/api/test-failures/crash" });
    const second = await app.inject({ url: "/api/test-failures/crash" });
    expect(first.json().message).not.toBe(second.json().message);
  });
});

describe("typed domain errors", () => {
  it("map to their status with their own message", async () => {
    const response = await app.inject({ url: "/api/test-failures/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: "CONFLICT",
      error: "Conflict",
      message: "This investment has already been renewed.",
    });
  });

  it("carry Retry-After when the client should wait", async () => {
    const limited = await app.inject({
      url: "/api/test-failures/rate-limited",
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("43");
    const unavailable = await app.inject({
      url: "/api/test-failures/unavailable",
    });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.headers["retry-after"]).toBe("5");
    expect(unavailable.json().message).toBe(
      "Database connection error. Please try again in a few moments.",
    );
  });
});

describe("a statement the database cannot store for want of disk", () => {
  // What a person's own data looks like in a statement: an account number and a note.
  const ACCOUNT = "ACCT-55501234567";
  const NOTE = "Locker key with Meera";
  let tracker: TrackerHarness;
  beforeAll(async () => {
    tracker = await startTrackerHarness({
      logger: { level: "warn", stream: log.stream },
    });
  });
  afterAll(() => tracker.close());

  it("answers 503 with Retry-After and a message for a person, not 500, and stores nothing", async () => {
    const saver = await tracker.signedInUser("full-disk");
    const free = await fillTheDiskFor(tracker.server.db, "investments");
    const response = await saver.request("POST", "/api/investments", {
      company_id: await tracker.companyId("Bajaj Finance"),
      invest_type_id: await tracker.investTypeId("Corporate FD"),
      principal_amount: 200000,
      rate_of_interest: 8.1,
      start_date: "2025-06-01",
      end_date: "2026-06-01",
      account_number: ACCOUNT,
      investment_notes: NOTE,
    });
    await free();

    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers["retry-after"]).toBe("60");
    expect(response.json()).toEqual({
      statusCode: 503,
      code: "SERVICE_UNAVAILABLE",
      error: "Service Unavailable",
      message: DATABASE_FULL_MESSAGE,
    });
    expect(await tracker.storedInvestments()).toEqual([]);
  });

  it("is logged with its SQL and SQLSTATE, never with the values it carried", async () => {
    // Anything else the server logs goes the same way: a row PostgreSQL quotes in its detail too.
    const refused = await tracker.server.db
      .execute(
        sql`insert into companies (name, company_type_id) values (${`${ACCOUNT}-2`}, null)`,
      )
      .catch((error: unknown) => error);
    tracker.server.app.log.error({ err: refused }, "a statement failed");

    expect(log.text()).not.toContain(ACCOUNT);
    expect(log.text()).not.toContain(NOTE);
    const logged = log.lines.find((line) => line.msg === DATABASE_FULL_MESSAGE);
    expect(logged?.err).toMatchObject({
      message: expect.stringContaining(
        'Failed query: insert into "investments"',
      ),
      cause: { code: "53100" },
    });
    expect(log.lines.at(-1)?.err).toMatchObject({
      cause: { code: "23502", table: "companies", column: "company_type_id" },
    });
  });
});
