import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.ts";
import { DATABASE_UNAVAILABLE_MESSAGE } from "../../src/db/database-errors.ts";
import { AUTH_UNAVAILABLE_MESSAGE } from "../../src/modules/auth/sign-in-rules.ts";
import {
  type PrivatePostgres,
  startPrivatePostgres,
} from "../private-postgres.ts";
import { type SmtpCapture, startSmtpCapture } from "@kosh/testing/smtp-capture";
import { type ReportRow, reportFaults } from "./fault-report.ts";
import {
  type InvestmentLoad,
  LOAD_DOCUMENT_PREFIX,
  startInvestmentLoad,
} from "./investment-load.ts";
import { type Answer, type Call, describeAnswer } from "./kosh-over-http.ts";
import { koshOnPostgres } from "./kosh-on-postgres.ts";
import {
  type Outage,
  type OutageMode,
  type OutageVerdict,
  judgeOutage,
} from "./outage-verdict.ts";

/**
 * PostgreSQL goes away while signed-in people list and add investments. Every request
 * must be answered within 2 s (503 with Retry-After while the database is away), Kosh must come
 * back by itself once PostgreSQL does, and every write answered 201 must be stored exactly once.
 * The server is the real one (startKosh, as `npm start` with DATABASE_URL), over real HTTP.
 */

const PEOPLE = 8;
const ANSWER_LIMIT_MS = 2_000;
/** How long PostgreSQL stays away in each outage. */
const OUTAGE_MS = 4_000;
/** Load before the first outage and after each recovery. */
const STEADY_MS = 1_000;
const RECOVERY_LIMIT_MS = 10_000;
/** Closing waits for every pooled connection: one lost in an outage would hold it for ever. */
const CLOSE_LIMIT_MS = 5_000;
const MODES: OutageMode[] = ["immediate", "fast", "frozen"];
const HOW: Record<OutageMode, string> = {
  immediate: "pg_ctl stop -m immediate",
  fast: "pg_ctl stop -m fast",
  frozen:
    "frozen (SIGSTOP to every PostgreSQL process: a hung server, a cut network)",
};

let cluster: PrivatePostgres;
let smtp: SmtpCapture;
let app: App | undefined;
let call: Call;
let load: InvestmentLoad;
const verdicts: OutageVerdict[] = [];
let signInWhileDown: Answer | undefined;
let storedRows: { id: string; document_number: string }[] = [];
let closeMs = Infinity;

beforeAll(async () => {
  [cluster, smtp] = await Promise.all([
    startPrivatePostgres(),
    startSmtpCapture(),
  ]);
  const started = await koshOnPostgres(
    cluster,
    smtp,
    Array.from({ length: PEOPLE }, (_, index) => `saver-${index}@example.com`),
  );
  ({ app, call } = started);
  const { people } = started;

  load = startInvestmentLoad(call, people);
  await sleep(STEADY_MS);
  for (const mode of MODES) {
    const outage = await takePostgresAway(mode);
    verdicts.push(judgeOutage(outage, load.answers, load.healthAnswers));
  }
  await load.stop();
  storedRows = await storedLoadInvestments();
  closeMs = await timeToClose(app);
  app = undefined;
  await reportFaults("PostgreSQL away during load", reportRows());
}, 120_000);

afterAll(async () => {
  await app?.close();
  await Promise.all([cluster?.destroy(), smtp?.close()]);
});

describe("PostgreSQL going away while people list and add investments", () => {
  it("answers every request within 2 s, with 200, 201 or 503 only, and leaves none hanging", () => {
    expect(load.answers.length).toBeGreaterThan(100);
    expect(slowAnswers().map(describeAnswer)).toEqual([]);
    expect(unexpectedStatuses().map(describeAnswer)).toEqual([]);
  });

  it.each(MODES)(
    "answers 503 with Retry-After and a clear message while it is down (%s)",
    (mode) => {
      const verdict = verdictFor(mode);
      expect(verdict.whileDown.length).toBeGreaterThan(5);
      expect(unclearWhileDown(verdict).map(describeAnswer)).toEqual([]);
      expect(verdict.timeTo503Ms).toBeLessThan(ANSWER_LIMIT_MS);
      expect(verdict.healthWhileDown.length).toBeGreaterThan(0);
      expect(verdict.healthWhileDown.map((a) => a.status)).not.toContain(200);
    },
  );

  it("answers a sign-in attempt while it is down with the sign-in screen's 503 message", () => {
    expect(signInWhileDown?.status).toBe(503);
    expect(signInWhileDown?.retryAfter).toBe("5");
    expect(JSON.parse(signInWhileDown?.body ?? "{}").message).toBe(
      AUTH_UNAVAILABLE_MESSAGE,
    );
  });

  it.each(MODES)(
    "recovers by itself once PostgreSQL is back, without a restart (%s)",
    (mode) => {
      const verdict = verdictFor(mode);
      expect(verdict.recoveryMs).toBeLessThan(RECOVERY_LIMIT_MS);
      expect(verdict.afterRecovery.length).toBeGreaterThan(10);
      expect(failuresAfterRecovery(verdict).map(describeAnswer)).toEqual([]);
      expect(verdict.healthAfterRecovery.map((a) => a.status)).toContain(200);
    },
  );

  it("keeps every write it acknowledged with 201, exactly once", () => {
    expect(load.acknowledged.size).toBeGreaterThan(50);
    expect(acknowledgedNotStoredOnce()).toEqual([]);
  });

  it("never tells the client about SQL, sockets or stack frames", () => {
    expect(leakyAnswers().map(describeAnswer)).toEqual([]);
  });

  it("loses no pooled connection: Kosh closes promptly after the outages", () => {
    expect(closeMs).toBeLessThan(CLOSE_LIMIT_MS);
  });
});

/** Stops (or freezes) PostgreSQL, waits, brings it back, and waits for Kosh to serve again. */
async function takePostgresAway(mode: OutageMode): Promise<Outage> {
  const stopAt = performance.now();
  if (mode === "frozen") cluster.freeze();
  else await cluster.stop(mode);
  const stoppedAt = performance.now();
  signInWhileDown ??= await call("POST", "/api/auth/send-otp", {
    body: { email: "saver-0@example.com" },
  });
  await sleep(OUTAGE_MS);
  const startAt = performance.now();
  if (mode === "frozen") cluster.thaw();
  else await cluster.start();
  const startedAt = performance.now();
  const deadline = startedAt + RECOVERY_LIMIT_MS;
  while (
    performance.now() < deadline &&
    !load.answers.some((a) => a.startedAt >= startAt && a.status < 300)
  ) {
    await sleep(20);
  }
  await sleep(STEADY_MS);
  return {
    mode,
    stopAt,
    stoppedAt,
    startAt,
    startedAt,
    until: performance.now(),
  };
}

/** Read straight from PostgreSQL, past Kosh, once the load has stopped. */
async function storedLoadInvestments() {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  try {
    const result = await client.query<{ id: string; document_number: string }>(
      "select id, document_number from investments where document_number like $1",
      [`${LOAD_DOCUMENT_PREFIX}%`],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

/** ms until app.close() resolves; Infinity when it has not after twice the limit. */
async function timeToClose(kosh: App): Promise<number> {
  const started = performance.now();
  const closed = kosh.close().then(() => performance.now() - started);
  return Promise.race([closed, sleep(2 * CLOSE_LIMIT_MS).then(() => Infinity)]);
}

function verdictFor(mode: OutageMode): OutageVerdict {
  const verdict = verdicts.find((candidate) => candidate.mode === mode);
  if (!verdict) throw new Error(`no outage "${mode}" ran`);
  return verdict;
}

function slowAnswers(): Answer[] {
  return [...load.answers, ...load.healthAnswers].filter(
    (answer) => answer.endedAt - answer.startedAt >= ANSWER_LIMIT_MS,
  );
}

function unexpectedStatuses(): Answer[] {
  return load.answers.filter(
    (answer) => ![200, 201, 503].includes(answer.status),
  );
}

/** Answers while PostgreSQL was down that were not the 503 a client can act on. */
function unclearWhileDown(verdict: OutageVerdict): Answer[] {
  const expected = JSON.stringify({
    statusCode: 503,
    code: "SERVICE_UNAVAILABLE",
    error: "Service Unavailable",
    message: DATABASE_UNAVAILABLE_MESSAGE,
  });
  return verdict.whileDown.filter(
    (answer) =>
      answer.status !== 503 ||
      answer.retryAfter !== "5" ||
      answer.body !== expected,
  );
}

function failuresAfterRecovery(verdict: OutageVerdict): Answer[] {
  return verdict.afterRecovery.filter((answer) => answer.status >= 300);
}

/** Acknowledged document numbers stored other than once under the id Kosh answered with. */
function acknowledgedNotStoredOnce(): string[] {
  return [...load.acknowledged].flatMap(([documentNumber, id]) => {
    const ids = storedRows
      .filter((row) => row.document_number === documentNumber)
      .map((row) => row.id);
    return ids.length === 1 && ids[0] === id
      ? []
      : [`${documentNumber}: acknowledged ${id}, stored [${ids.join(", ")}]`];
  });
}

function leakyAnswers(): Answer[] {
  return load.answers.filter(
    (answer) =>
      answer.status >= 500 &&
      /ECONN|Connection terminated|timeout|select|insert|\.ts:|\n\s+at /i.test(
        answer.body,
      ),
  );
}

/** The figures for docs/reliability.md, judged by the same functions as the tests above. */
function reportRows(): ReportRow[] {
  const all = [...load.answers, ...load.healthAnswers];
  const slowest = Math.max(...all.map((a) => a.endedAt - a.startedAt));
  const ms = (value: number) =>
    Number.isFinite(value)
      ? `${Math.round(value).toLocaleString("en")} ms`
      : "never";
  const storedUnacknowledged = storedRows.filter(
    (row) => !load.acknowledged.has(row.document_number),
  ).length;
  const lost = acknowledgedNotStoredOnce().length;
  return [
    ...verdicts.map((verdict) => ({
      check: `${HOW[verdict.mode]} → 503 with Retry-After within 2 s`,
      result:
        `first 503 ${ms(verdict.timeTo503Ms)} after it went; ` +
        `${verdict.whileDown.length} requests while down all answered 503, Retry-After: 5; ` +
        `slowest answer ${ms(verdict.slowestWhileDownMs)}`,
      passed:
        verdict.whileDown.length > 0 &&
        unclearWhileDown(verdict).length === 0 &&
        verdict.timeTo503Ms < ANSWER_LIMIT_MS &&
        verdict.slowestWhileDownMs < ANSWER_LIMIT_MS,
    })),
    {
      check: "Kosh recovers by itself when PostgreSQL is back (no restart)",
      result: verdicts
        .map(
          (verdict) =>
            `${verdict.mode}: first success ${ms(verdict.recoveryMs)} after PostgreSQL was back, ` +
            `then ${verdict.afterRecovery.length} requests without a failure`,
        )
        .join("; "),
      passed: verdicts.every(
        (verdict) =>
          verdict.recoveryMs < RECOVERY_LIMIT_MS &&
          verdict.afterRecovery.length > 0 &&
          failuresAfterRecovery(verdict).length === 0,
      ),
    },
    {
      check: "every write acknowledged with 201 is stored exactly once",
      result:
        `${load.acknowledged.size - lost} of ${load.acknowledged.size} acknowledged investments found exactly once; ` +
        `${storedUnacknowledged} more stored although answered 503 (committed just before the connection broke)`,
      passed: load.acknowledged.size > 0 && lost === 0,
    },
    {
      check: "no hung requests, no leaked details, only 200/201/503",
      result: `${all.length} requests, slowest ${ms(slowest)}; ${leakyAnswers().length} 5xx bodies naming SQL, sockets or code`,
      passed:
        slowAnswers().length === 0 &&
        unexpectedStatuses().length === 0 &&
        leakyAnswers().length === 0,
    },
    {
      check:
        "sign-in while PostgreSQL is down → the sign-in screen's 503 message",
      result: `${signInWhileDown?.status} with Retry-After: ${signInWhileDown?.retryAfter}, "${JSON.parse(signInWhileDown?.body ?? "{}").message}"`,
      passed:
        signInWhileDown?.status === 503 &&
        JSON.parse(signInWhileDown.body).message === AUTH_UNAVAILABLE_MESSAGE,
    },
    {
      check: "no pooled connection lost in the outages",
      result: `Kosh closed ${ms(closeMs)} after the load ended`,
      passed: closeMs < CLOSE_LIMIT_MS,
    },
  ];
}
