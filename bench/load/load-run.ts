import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { endpointName } from "@kosh/core/api/index";
import { investmentEndpoints } from "@kosh/core/api/investments";
import {
  companyEndpoints,
  investTypeEndpoints,
} from "@kosh/core/api/reference-lists";
import {
  ADMIN_EMAIL,
  startKoshServer,
  type KoshServer,
} from "@kosh/testing/kosh-server";
import { startSmtpCapture } from "@kosh/testing/smtp-capture";
import { calculatorTraffic } from "./calculator-traffic.ts";
import {
  pgliteTarget,
  postgresTarget,
  type DatabaseKind,
  type DatabaseTarget,
} from "./database-target.ts";
import { expectStatus, httpClient } from "./http-client.ts";
import {
  integrityChecks,
  storedInvestments,
  type CheckRow,
} from "./integrity-check.ts";
import { InvestorTraffic, type ReferenceIds } from "./investor-traffic.ts";
import { RequestStats, type RequestKindSummary } from "./request-stats.ts";
import {
  cpuSeconds,
  sampleMemory,
  serverPid,
  type MemorySample,
} from "./server-memory.ts";
import { signIn, signInInvestors, type SignedIn } from "./sign-in.ts";
import { WriteLedger } from "./write-ledger.ts";

export interface RunOptions {
  database: DatabaseKind;
  seconds: number;
  users: number;
  calculatorsPerSecond: number;
  thinkMs: number;
  /** Investments each person adds before the measured window. */
  seedInvestments: number;
  memorySampleMs: number;
}

export interface RunResult {
  database: string;
  seconds: number;
  table: RequestKindSummary[];
  checks: CheckRow[];
  memory: MemorySample[];
  storedInvestments: number;
  /** The server's CPU use over the measured window, in cores (1 = one core busy throughout). */
  serverCores: number;
}

/**
 * One run: a fresh database and server, a real SMTP capture for the sign-in codes, `users`
 * people signed in, then `seconds` of their traffic beside the calculators' stream; afterwards
 * the database is read directly and compared with every answer the server gave.
 */
export async function loadRun(options: RunOptions): Promise<RunResult> {
  const workDir = await mkdtemp(join(tmpdir(), "kosh-load-"));
  const logFile = join(workDir, "server.log");
  const smtp = await startSmtpCapture();
  const target: DatabaseTarget =
    options.database === "postgres"
      ? await postgresTarget()
      : pgliteTarget(join(workDir, "data"));
  let server: KoshServer | undefined;
  const clients: SignedIn[] = [];
  let keepWorkDir = false;
  try {
    console.log(`\n${target.label}: starting the server (log: ${logFile})`);
    server = await startKoshServer({
      dataDir: join(workDir, "data"),
      logFile,
      env: {
        NODE_ENV: "development",
        LOG_LEVEL: "warn",
        SMTP_URL: smtp.url,
        ADMIN_EMAIL,
        ...target.env,
      },
    });
    const pid = serverPid(server.pid, server.port);
    const mailbox = smtp.mailbox;
    const runId = Date.now().toString(36);
    const admin = await signIn(
      server.baseUrl,
      mailbox,
      ADMIN_EMAIL,
      "127.0.0.1",
      2,
    );
    clients.push(admin);
    const references = await referenceIds(admin);
    console.log(
      `Signing in ${options.users} people, each from their own loopback address…`,
    );
    const investors = await signInInvestors(
      server.baseUrl,
      mailbox,
      admin,
      options.users,
      runId,
    );
    clients.push(...investors);

    const stats = new RequestStats();
    const ledger = new WriteLedger();
    const traffic = new InvestorTraffic(investors, {
      runId,
      references,
      stats,
      ledger,
      thinkMs: options.thinkMs,
    });
    await traffic.seed(options.seedInvestments);
    const calculatorClient = httpClient(server.baseUrl, "127.0.0.2", 256);
    clients.push({ email: "calculators", token: "", client: calculatorClient });

    console.log(
      `Measuring for ${options.seconds} s: ${options.users} people listing, adding and renewing; calculators at ${options.calculatorsPerSecond}/s`,
    );
    const memory = sampleMemory(pid, options.memorySampleMs);
    const cpuBefore = cpuSeconds(pid);
    const until = performance.now() + options.seconds * 1000;
    const [, calculators] = await Promise.all([
      traffic.run(until),
      calculatorTraffic(
        calculatorClient,
        stats,
        options.calculatorsPerSecond,
        until,
      ),
    ]);
    const samples = memory.stop();
    const serverCores = (cpuSeconds(pid) - cpuBefore) / options.seconds;

    const listed = await finalLists(investors);
    await server.stop();
    server = undefined;

    const stored = await target.read((query) =>
      storedInvestments(query, `saver-${runId}-%`),
    );
    const table = stats.summary(options.seconds);
    const checks: CheckRow[] = [
      ...answerChecks(table, stats),
      {
        check: `Calculators were offered ${options.calculatorsPerSecond} requests/s throughout`,
        result: `${calculators.sent} sent (${(calculators.sent / options.seconds).toFixed(1)}/s), ${calculators.skipped} held back (1,000 were already unanswered)`,
        passed:
          calculators.skipped === 0 &&
          calculators.sent >=
            options.calculatorsPerSecond * options.seconds * 0.95,
        advisory: true,
      },
      {
        check:
          "Clients saw every acknowledged write in their next list, and every race had one winner",
        result:
          ledger.clientAnomalies.length === 0
            ? "no anomaly"
            : `${ledger.clientAnomalies.length} anomalies, e.g. ${ledger.clientAnomalies[0]}`,
        passed: ledger.clientAnomalies.length === 0,
      },
      ...integrityChecks(stored, ledger),
      listsMatchDatabase(listed, stored),
    ];
    keepWorkDir = checks.some((check) => !check.passed);
    if (keepWorkDir)
      console.log(`Something failed; the server log stays at ${logFile}`);
    return {
      database: target.label,
      seconds: options.seconds,
      table,
      checks,
      memory: samples,
      storedInvestments: stored.length,
      serverCores,
    };
  } catch (error) {
    keepWorkDir = true;
    throw error;
  } finally {
    for (const signedIn of clients) signedIn.client.close();
    await server?.stop();
    await smtp.close();
    await target.dispose();
    if (!keepWorkDir) await rm(workDir, { recursive: true, force: true });
  }
}

async function referenceIds(admin: SignedIn): Promise<ReferenceIds> {
  const companies = await expectStatus(
    admin.client.send(companyEndpoints.list, {}, admin.token),
    200,
    endpointName(companyEndpoints.list),
  );
  const investTypes = await expectStatus(
    admin.client.send(investTypeEndpoints.list, {}, admin.token),
    200,
    endpointName(investTypeEndpoints.list),
  );
  const references = {
    companyIds: companies.map((row) => row.id),
    // The traffic adds, renews and closes deposits of one sum on one day: term deposits
    // (docs/product.md#schemes-in-my-investments; other schemes are not renewed).
    investTypeIds: investTypes
      .filter((row) => row.scheme === "term_deposit")
      .map((row) => row.id),
  };
  if (
    references.companyIds.length === 0 ||
    references.investTypeIds.length === 0
  ) {
    throw new Error(
      "The server seeded no companies or investment types on its empty database",
    );
  }
  return references;
}

/** Every person's list once the load is over, as the API shows it. */
async function finalLists(
  investors: SignedIn[],
): Promise<Map<string, string[]>> {
  const lists = new Map<string, string[]>();
  for (const investor of investors) {
    const list = await expectStatus(
      investor.client.send(investmentEndpoints.list, {}, investor.token),
      200,
      `final list of ${investor.email}`,
    );
    lists.set(
      investor.email,
      list.map((row) => row.id),
    );
  }
  return lists;
}

function listsMatchDatabase(
  listed: Map<string, string[]>,
  stored: { id: string; email: string }[],
): CheckRow {
  const storedIds = new Map<string, Set<string>>();
  for (const row of stored) {
    const ids = storedIds.get(row.email) ?? new Set();
    ids.add(row.id);
    storedIds.set(row.email, ids);
  }
  const differing = [...listed].filter(([email, ids]) => {
    const expected = storedIds.get(email) ?? new Set();
    return ids.length !== expected.size || ids.some((id) => !expected.has(id));
  });
  return {
    check: `Each person's list (${endpointName(investmentEndpoints.list)}) shows exactly their stored investments`,
    result:
      differing.length === 0
        ? `all ${listed.size} lists match the database`
        : `${differing.length} of ${listed.size} lists differ, e.g. ${differing[0]![0]}`,
    passed: differing.length === 0,
  };
}

function answerChecks(
  table: RequestKindSummary[],
  stats: RequestStats,
): CheckRow[] {
  const total = table.reduce((sum, kind) => sum + kind.requests, 0);
  const serverErrors = stats.serverErrors();
  const count = (test: (name: string) => boolean) =>
    table.reduce(
      (sum, kind) =>
        sum +
        Object.entries(kind.errors)
          .filter(([name]) => test(name))
          .reduce((inner, [, times]) => inner + times, 0),
      0,
    );
  const network = count((name) => name.startsWith("network"));
  const other = count((name) => /^[1-4]\d\d$/.test(name));
  return [
    {
      check: "No 5xx answer",
      result:
        serverErrors === 0
          ? `none in ${total} requests`
          : `${serverErrors} in ${total} requests`,
      passed: serverErrors === 0,
    },
    {
      check: "No request failed on the network or went unanswered for 30 s",
      result: network === 0 ? "none" : `${network}`,
      passed: network === 0,
    },
    {
      check: "Every other answer was the expected one (no unexpected 4xx)",
      result: other === 0 ? "all as expected" : `${other} unexpected`,
      passed: other === 0,
    },
  ];
}
