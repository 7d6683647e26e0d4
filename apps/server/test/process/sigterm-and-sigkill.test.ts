import {
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import type { Investment } from "@kosh/core/contracts/investments";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { LOCK_FILE_NAME } from "../../src/db/data-dir-lock.ts";
import {
  ensureBuilt,
  type KoshServer,
  startKoshServer,
} from "@kosh/testing/kosh-server";
import { measuredCode } from "@kosh/testing/measured-code";
import { sendJsonTo } from "@kosh/testing/send-json";
import { signInOverHttp } from "@kosh/testing/sign-in";
import { startSmtpCapture, type SmtpCapture } from "@kosh/testing/smtp-capture";
import { connectionRefused, holdRequest } from "./held-request.ts";
import {
  newInvestment,
  seededReferences,
  storedInvestments,
} from "./investments-over-http.ts";

/** The deadline server.ts gives itself before it gives up on a clean close and exits 1. */
const SHUTDOWN_DEADLINE_MS = 10_000;
const OWNER = "owner@example.com";

interface ReportRow {
  check: string;
  result: string;
  passed: boolean;
}
const reportRows: ReportRow[] = [];

let smtp: SmtpCapture;
let dataDir: string;
const running = new Set<KoshServer>();

beforeAll(async () => {
  // Built beforehand, as `npm start` would on its first run, so no start below times a build.
  await ensureBuilt();
  smtp = await startSmtpCapture();
}, 600_000);
afterEach(() => {
  for (const server of running) server.child.kill("SIGKILL");
  running.clear();
  rmSync(dataDir, { recursive: true, force: true });
});
afterAll(async () => {
  await smtp.close();
  writeReport(reportRows);
});

async function start(): Promise<KoshServer> {
  const server = await startKoshServer({
    dataDir,
    env: {
      NODE_ENV: "test",
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: OWNER,
      // debug: the "incoming request" line shows which uploads the server has begun.
      LOG_LEVEL: "debug",
    },
  });
  running.add(server);
  void server.exited.then(() => running.delete(server));
  return server;
}

/** A first start on a new data directory, the owner signed in, and what a new investment needs. */
async function firstStartSignedIn() {
  dataDir = mkdtempSync(join(tmpdir(), "kosh-process-"));
  const server = await start();
  const { token } = await signInOverHttp(server.baseUrl, smtp.mailbox, OWNER);
  const references = await seededReferences(server.baseUrl, token);
  return { server, token, references };
}

describe("SIGTERM while requests are under way", () => {
  it("finishes them with their normal answers, refuses new connections, closes each connection after its answer, and exits 0 within 10 s", async () => {
    const { server, token, references } = await firstStartSignedIn();

    // Five uploads the server has begun (it logged each) but cannot finish until the client sends the rest.
    const documentNumbers = [1, 2, 3, 4, 5].map((n) => `in-flight-${n}`);
    const held = await Promise.all(
      documentNumbers.map((documentNumber) =>
        holdRequest(
          server.baseUrl,
          "/api/investments",
          token,
          newInvestment(references, documentNumber),
        ),
      ),
    );
    await server.logShows(
      (log) =>
        log.filter(
          (line) =>
            line.msg === "incoming request" && line.url === "/api/investments",
        ).length === held.length,
    );

    const sigtermAt = performance.now();
    server.child.kill("SIGTERM");
    let listening = true;
    while (listening && performance.now() - sigtermAt < 5_000) {
      listening = !(await connectionRefused(server.baseUrl));
      if (listening) await sleep(20);
    }
    const stoppedListeningMs = performance.now() - sigtermAt;

    // The first connection also carries a new request behind its upload, arriving after the close began.
    const [first, ...others] = held;
    first!.finish(
      `GET /api/health HTTP/1.1\r\nHost: ${new URL(server.baseUrl).host}\r\n\r\n`,
    );
    for (const request of others) request.finish();
    const perConnection = await Promise.all(
      held.map((request) => request.responsesUntilClosed()),
    );
    const uploads = perConnection.map((responses) => responses[0]);
    const exit = await server.exited;
    const exitMs = performance.now() - sigtermAt;

    // Every upload that was answered 201 is in the database after a restart.
    const restarted = await start();
    const stored = await storedInvestments(restarted.baseUrl, token);
    restarted.child.kill("SIGTERM");
    await restarted.exited;

    const finished = uploads.filter(
      (answer, index) =>
        answer?.status === 201 &&
        (JSON.parse(answer.body) as Investment).document_number ===
          documentNumbers[index],
    ).length;
    const closedAfterAnswer = perConnection.filter(
      (responses) =>
        responses.length === 1 && responses[0]?.headers.connection === "close",
    ).length;
    const storedInFlight = stored.filter((investment) =>
      documentNumbers.includes(investment.document_number ?? ""),
    ).length;
    reportRows.push(
      {
        check: `SIGTERM with ${held.length} requests under way (uploads the server had begun) → each finishes with its normal answer and is stored`,
        result: `${finished} of ${held.length} answered 201 with their investment; ${storedInFlight} of ${held.length} found after a restart`,
        passed: finished === held.length && storedInFlight === held.length,
      },
      {
        check:
          "After SIGTERM, new connections are refused; each answer finished meanwhile carries Connection: close and its connection is closed, so no keep-alive connection holds up the exit",
        result: `stopped listening ${Math.round(stoppedListeningMs)} ms after SIGTERM; ${closedAfterAnswer} of ${held.length} connections closed right after their answer (a request pipelined behind one was not answered)`,
        passed: !listening && closedAfterAnswer === held.length,
      },
      {
        check: "SIGTERM → the process exits with code 0 within 10 s",
        result: `exited with code ${exit.code} ${Math.round(exitMs)} ms after SIGTERM`,
        passed: exit.code === 0 && exitMs < SHUTDOWN_DEADLINE_MS,
      },
    );

    expect(uploads.map((answer) => answer?.status)).toEqual(
      held.map(() => 201),
    );
    expect(
      uploads.map(
        (answer) => (JSON.parse(answer!.body) as Investment).document_number,
      ),
    ).toEqual(documentNumbers);
    expect(storedInFlight).toBe(held.length);
    expect(listening).toBe(false);
    expect(closedAfterAnswer).toBe(held.length);
    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitMs).toBeLessThan(SHUTDOWN_DEADLINE_MS);
  }, 30_000);
});

describe("SIGKILL while a person adds investments", () => {
  it("keeps every acknowledged write exactly once, and the next start takes over the dead process's lock", async () => {
    const { server, token, references } = await firstStartSignedIn();

    // Six writers, as many tabs or retries at once; a write counts once its 201 and body arrived.
    const acknowledged: Investment[] = [];
    let killed = false;
    const send = sendJsonTo(server.baseUrl);
    const writers = [0, 1, 2, 3, 4, 5].map(async (writer) => {
      for (let n = 0; !killed; n += 1) {
        try {
          const answer = await send(
            "POST",
            "/api/investments",
            newInvestment(references, `writer-${writer}-${n}`),
            token,
          );
          if (answer.status === 201)
            acknowledged.push(answer.body as Investment);
        } catch {
          return; // the server is gone
        }
      }
    });
    while (acknowledged.length < 60) await sleep(5);
    server.child.kill("SIGKILL");
    killed = true;
    await Promise.all(writers);
    const exit = await server.exited;
    const staleLockPid = Number(
      readFileSync(join(dataDir, LOCK_FILE_NAME), "utf8").trim(),
    );

    const restarted = await start();
    const stored = await storedInvestments(restarted.baseUrl, token);
    const problems = restarted
      .log()
      .filter((line) => typeof line.level === "number" && line.level >= 40);
    restarted.child.kill("SIGTERM");
    await restarted.exited;

    const storedCount = new Map<string, number>();
    for (const investment of stored)
      storedCount.set(investment.id, (storedCount.get(investment.id) ?? 0) + 1);
    const foundOnce = acknowledged.filter(
      (investment) => storedCount.get(investment.id) === 1,
    ).length;
    const documentNumbers = stored.map(
      (investment) => investment.document_number,
    );
    const unacknowledgedStored = stored.length - acknowledged.length;
    reportRows.push(
      {
        check:
          "SIGKILL during concurrent investment writes on PGlite → every write acknowledged with 201 is there exactly once after a restart",
        result: `${foundOnce} of ${acknowledged.length} acknowledged investments found exactly once; ${unacknowledgedStored} more stored from requests the kill cut off before their answer`,
        passed:
          foundOnce === acknowledged.length &&
          new Set(documentNumbers).size === documentNumbers.length,
      },
      {
        check:
          "Restart on the killed server's data directory → takes over the stale lock and starts cleanly",
        result: `lock of the dead pid ${staleLockPid} taken over; first 200 on /api/health ${Math.round(restarted.startupMs)} ms after spawn; ${problems.length} warnings or errors logged`,
        passed: staleLockPid === server.pid && problems.length === 0,
      },
    );

    expect(exit.signal).toBe("SIGKILL");
    expect(staleLockPid).toBe(server.pid);
    expect(problems).toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    expect(foundOnce).toBe(acknowledged.length);
    // No write was stored twice, acknowledged or not.
    expect(new Set(documentNumbers).size).toBe(documentNumbers.length);
  }, 30_000);
});

/** With RELIABILITY_REPORT=1, the measured rows go to docs/reliability/process.json (rendered into docs/reliability.md). */
function writeReport(rows: ReportRow[]) {
  if (process.env.RELIABILITY_REPORT !== "1" || rows.length === 0) return;
  const file = fileURLToPath(
    new URL("../../../../docs/reliability/process.json", import.meta.url),
  );
  const report = {
    title: "Process: SIGTERM and SIGKILL",
    generatedAt: new Date().toISOString(),
    ...measuredCode(),
    rows,
  };
  writeFileSync(`${file}.tmp`, `${JSON.stringify(report, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}
