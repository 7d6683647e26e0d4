// `npm run bench`: every figure of docs/architecture.md#performance-budgets beside its budget, and
// figures with no budget
// as INFO (never a failure). `--deterministic` (CI) measures only the bundle sizes, which do not
// depend on how busy the machine is. `--help` prints the options (USAGE below).
import { existsSync, readdirSync, statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  ADMIN_EMAIL,
  repoRoot,
  startKoshServer,
  type KoshServer,
} from "@kosh/testing/kosh-server";
import { startSmtpCapture } from "@kosh/testing/smtp-capture";
import { calculateEndpoints } from "@kosh/core/api/calculate";
import { CALCULATORS } from "@kosh/core/calculators/calculator-registry";
import { healthEndpoints } from "@kosh/core/api/health";
import { endpointName } from "@kosh/core/api/index";
import { LOCALES, pathInLocale, type Locale } from "@kosh/core/i18n/locale";
import { investmentEndpoints } from "@kosh/core/api/investments";
import { amortizationTime } from "./figures/amortization-time.ts";
import { median } from "./median.ts";
import {
  dashboardRender,
  DESKTOP,
  MOBILE,
  type RenderRun,
  signedInStorage,
} from "./figures/dashboard-render.ts";
import {
  investmentsListLatency,
  invitedPortfolio,
} from "./figures/investments-list.ts";
import { lighthousePerformance } from "./figures/lighthouse-performance.ts";
import { pageJavascript } from "./figures/page-javascript.ts";
import { importTime } from "./figures/import-time.ts";
import { sendOtpTiming } from "./figures/send-otp-timing.ts";
import { sliderLatency } from "./figures/slider-latency.ts";
import {
  GENERATOR_SPARE,
  roundText,
  SATURATED,
  throughputAgainstBarePost,
} from "./figures/throughput.ts";
import { scaleFigures } from "./figures/scale-figures.ts";
import {
  MACHINE_REFERENCE,
  machineReference,
} from "./figures/machine-reference.ts";
import {
  atLeast,
  atMost,
  broken,
  informational,
  isFailure,
  notMeasured,
  printFigure,
  printHeader,
  writeResults,
  type Figure,
} from "./report.ts";

/** The figures `--only` may name, in the order they are measured. */
const FIGURE_KEYS = [
  "js",
  "lighthouse",
  "throughput",
  "investments-list",
  "dashboard-lighthouse",
  "dashboard-render",
  "send-otp",
  "slider",
  "schedule",
  "cold-start",
  "import",
] as const;
type FigureKey = (typeof FIGURE_KEYS)[number];
/**
 * The figures measured in each language, each of its pages in English and in Hindi (issue 27):
 * `--only` names both languages with the key (`js`), one with the key and the language (`js-hi`).
 */
const IN_EACH_LANGUAGE: readonly FigureKey[] = [
  "js",
  "lighthouse",
  "dashboard-lighthouse",
];
/** Every key `--only` takes: the figures, and those of one language. */
const ONLY_KEYS: readonly string[] = FIGURE_KEYS.flatMap((key) => [
  key,
  ...(IN_EACH_LANGUAGE.includes(key)
    ? LOCALES.map((locale) => `${key}-${locale}`)
    : []),
]);
/** The figures that use the admin the investments-list figure signs in, so it runs with them. */
const NEED_SIGNED_IN_ADMIN: readonly FigureKey[] = [
  "dashboard-lighthouse",
  "dashboard-render",
  "send-otp",
  "import",
];

const USAGE = `npm run bench -- [options]
  --deterministic        only the bundle sizes (js), which do not depend on the machine's load
  --lighthouse-runs=N    Lighthouse runs per page, the median counts (default 3)
  --only=KEY[,KEY…]      only these figures (lighthouse: the public pages), of
                         ${FIGURE_KEYS.join(", ")};
                         ${IN_EACH_LANGUAGE.join(", ")} measure each page in
                         ${LOCALES.join(" and ")} (/sip, /hi/sip), KEY-LANGUAGE in one (js-hi);
                         ${NEED_SIGNED_IN_ADMIN.join(", ")} run investments-list too:
                         it signs in the admin they use
  --lighthouse-reports=DIR  each Lighthouse run's report written to DIR as JSON
  --scale                only the scale figures (issue 33): PostgreSQL with 100,000 people
                         and 2,000,000 investments, seeded once into the database
                         kosh_scale (--scale-db=NAME) on the server KOSH_SCALE_PG_URL names
                         (e.g. postgres://postgres@127.0.0.1:5432/postgres), reused after
  --help                 this text`;

if (process.argv.includes("--help")) {
  console.log(USAGE);
  process.exit(0);
}
const deterministic = process.argv.includes("--deterministic");
const lighthouseRuns = Number(
  /--lighthouse-runs=(\d+)/.exec(process.argv.join(" "))?.[1] ?? 3,
);
const lighthouseReports = /--lighthouse-reports=(\S+)/.exec(
  process.argv.join(" "),
)?.[1];
const onlyKeys = /--only=(\S+)/.exec(process.argv.join(" "))?.[1]?.split(",");
const unknownKey = onlyKeys?.find((key) => !ONLY_KEYS.includes(key));
if (unknownKey) {
  console.error(`No figure "${unknownKey}".\n${USAGE}`);
  process.exit(2);
}
/** Whether `key` is measured in this run: in `locale`, or in any language when none is given. */
function selected(key: FigureKey, locale?: Locale): boolean {
  if (deterministic && key !== "js") return false;
  if (!onlyKeys || onlyKeys.includes(key)) return true;
  if (
    (locale ? [locale] : LOCALES).some((language) =>
      onlyKeys.includes(`${key}-${language}`),
    )
  )
    return true;
  return (
    key === "investments-list" &&
    NEED_SIGNED_IN_ADMIN.some((other) => selected(other))
  );
}
/** The English pages `paths` and each in every other language, each beside its English one. */
function inEachLanguage(key: FigureKey, paths: readonly string[]): string[] {
  return paths.flatMap((path) =>
    LOCALES.filter((locale) => selected(key, locale)).map((locale) =>
      pathInLocale(path, locale),
    ),
  );
}

// The budgets of docs/architecture.md#performance-budgets.
/** In each language; 95 again since Preact runs the components (decision 0060). */
const JS_BUDGET_KIB = 95;
const LIGHTHOUSE_MIN = 98;
const THROUGHPUT_MIN = 0.8;
const INVESTMENTS_P95_MS = 20;
/** Issue 31 (docs/product.md#import): a preview of 1,000 rows under a second, the import under two. */
const IMPORT_PREVIEW_MS = 1_000;
const IMPORT_WRITE_MS = 2_000;
const SCHEDULE_MS = 1;
const COLD_START_S = 1.2;
const COLD_STARTS = 3;
/** Every calculator's page (issue 28: each within the JS budget), in the registry's order. */
const CALCULATOR_PAGES = CALCULATORS.map(({ slug }) => `/${slug}`);
/**
 * The pages Lighthouse scores: the home page, two of the first calculators, two of those issue 28
 * added (a scheme's yearly deposits, a certificate's compounding) and a shared FD link (issue 32:
 * the page drawn afresh with the link's inputs).
 */
const LIGHTHOUSE_PAGES = [
  "/",
  "/sip",
  "/home-loan-amortization",
  "/ppf",
  "/nsc",
  "/fd?principal=500000&rate=7.25&tenureDays=444",
];
/** The portfolio of the person whose `/dashboard` Lighthouse scores. */
const DASHBOARD_INVESTMENTS = 50;

const figures: Figure[] = [];

/** The name of a page's Lighthouse figure, `note` saying how it is seen (signed in). */
const lighthouseName = (path: string, note = "") =>
  `Lighthouse performance, mobile, ${path}${note}`;

/** Lighthouse's performance score of one page, signed in when `localStorage` holds a session. */
async function lighthouseFigure(
  path: string,
  localStorage?: Record<string, string>,
  note = "",
) {
  const name = lighthouseName(path, note);
  await measure(name, `≥ ${LIGHTHOUSE_MIN}`, async () => {
    const score = await lighthousePerformance(
      `${server!.baseUrl}${path}`,
      lighthouseRuns,
      localStorage,
      lighthouseReports,
    );
    return atLeast(score.median, LIGHTHOUSE_MIN, {
      name,
      unit: "",
      budget: `≥ ${LIGHTHOUSE_MIN}`,
      measured: `${score.median} (median of ${score.runs.join(", ")})`,
      details: [
        ...score.metrics,
        `this machine's benchmark index ${score.benchmarkIndexes.map((index) => index.toLocaleString("en-US")).join(", ")}: Lighthouse's 4x CPU slowdown is set for 1,500-2,000 (decision 0062)`,
      ],
    });
  });
}
const record = (figure: Figure) => {
  figures.push(figure);
  printFigure(figure);
};

/** Runs one measurement; a crash becomes a failed figure instead of hiding the others. */
async function measure(
  name: string,
  budget: string,
  run: () => Promise<Figure> | Figure,
): Promise<void> {
  try {
    record(await run());
  } catch (error) {
    record(broken(name, budget, error));
  }
}

/** The machine's own speed, first in every run that measures more than bundle sizes (decision 0063). */
const measureMachine = () => measure(MACHINE_REFERENCE, "—", machineReference);

if (process.argv.includes("--scale")) {
  const serverUrl = process.env.KOSH_SCALE_PG_URL;
  if (!serverUrl) {
    console.error(
      `--scale needs a PostgreSQL server where this user may create a database: KOSH_SCALE_PG_URL.\n${USAGE}`,
    );
    process.exit(2);
  }
  const scaleDir = await mkdtemp(join(tmpdir(), "kosh-bench-scale-"));
  const logFile = join(scaleDir, "server.log");
  console.log(`Kosh bench (scale, PostgreSQL); servers' log: ${logFile}`);
  printHeader();
  await measureMachine();
  let scaleExit = 0;
  try {
    await scaleFigures({
      serverUrl,
      databaseName:
        /--scale-db=([a-z_][a-z0-9_]*)/.exec(process.argv.join(" "))?.[1] ??
        "kosh_scale",
      record,
      measure,
      say: (line) => console.log(line),
      logFile,
    });
  } catch (error) {
    console.error(error instanceof Error ? error.stack : error);
    scaleExit = 1;
  }
  await writeResults(
    new URL("./results/scale.json", import.meta.url),
    "scale",
    figures,
  );
  const overBudget = figures.filter(isFailure).length;
  console.log(
    `\n${overBudget === 0 ? "All measured figures are within budget." : `${overBudget} figure(s) over budget.`}\nResults: bench/results/scale.json; the servers' log stays in ${logFile}`,
  );
  process.exit(overBudget > 0 ? 1 : scaleExit);
}

const workDir = await mkdtemp(join(tmpdir(), "kosh-bench-"));
const dataDir = join(workDir, "data");
const logFile = join(workDir, "server.log");
// Development mode as `npm start` runs it, with its access log at `info` going to a file: the
// throughput figure counts the log's cost, as a server people run pays it (issue 33).
// Sign-in codes go to a real SMTP capture, as in the end-to-end tests.
const smtp = await startSmtpCapture();
const serverEnv = {
  NODE_ENV: "development",
  LOG_LEVEL: "info",
  SMTP_URL: smtp.url,
  ADMIN_EMAIL,
};

console.log(
  `Kosh bench (${deterministic ? "deterministic: bundle sizes only" : "full"}); server log: ${logFile}`,
);

let server: KoshServer | undefined;
let exitCode = 0;
try {
  // `npm start` rebuilds the web app first when its sources are newer than the build.
  server = await startKoshServer({ dataDir, logFile, env: serverEnv });
  const builtAt = statSync(join(repoRoot, "apps/web/dist/index.html")).mtime;
  console.log(`Measuring the web build of ${builtAt.toISOString()}`);
  printHeader();
  if (!deterministic) await measureMachine();

  for (const path of inEachLanguage("js", CALCULATOR_PAGES)) {
    const name = `JS gzip loaded by ${path}`;
    await measure(name, `≤ ${JS_BUDGET_KIB} KiB`, async () => {
      const measured = await pageJavascript(server!.baseUrl, path);
      const kib = measured.gzipBytes / 1024;
      // A page loads its own language's dictionaries and no other's (decision 0038).
      const dictionaries = LOCALES.map((locale) => {
        const { files, gzipBytes } = measured.dictionaries[locale];
        return `${locale} ${files}${files > 0 ? ` (${(gzipBytes / 1024).toFixed(1)} KiB)` : ""}`;
      }).join(", ");
      return atMost(Number(kib.toFixed(1)), JS_BUDGET_KIB, {
        name,
        unit: "KiB",
        measured: `${kib.toFixed(1)} KiB in ${measured.files} files (${measured.viewport}); dictionaries ${dictionaries}`,
        details: measured.scripts.map(
          (script) =>
            `${(script.gzipBytes / 1024).toFixed(1).padStart(6)} KiB ${script.path}`,
        ),
      });
    });
  }

  for (const path of inEachLanguage("lighthouse", LIGHTHOUSE_PAGES)) {
    await lighthouseFigure(path);
  }

  if (selected("throughput")) {
    const throughputName = `${endpointName(calculateEndpoints.sip)} ÷ bare Fastify POST`;
    await measure(throughputName, `≥ ${THROUGHPUT_MIN}`, async () => {
      const result = await throughputAgainstBarePost(
        server!.baseUrl,
        server!.pid,
      );
      record(
        informational(Number(result.helloRatio.toFixed(2)), {
          name: `${endpointName(calculateEndpoints.sip)} ÷ bare Fastify hello-world`,
          unit: "",
          measured: `${result.helloRatio.toFixed(2)} (median of 3 rounds side by side)`,
          details: [
            "information: the load generator, not the hello-world, sets this pace (issue 33, decision 0026)",
          ],
        }),
      );
      return atLeast(Number(result.ratio.toFixed(2)), THROUGHPUT_MIN, {
        name: throughputName,
        unit: "",
        budget: `≥ ${THROUGHPUT_MIN}`,
        measured:
          result.rounds.length > 0
            ? `${result.ratio.toFixed(2)} (median of ${result.rounds.length} rounds side by side, ${Math.round(result.koshRequestsPerSecond)} vs ${Math.round(result.barePostRequestsPerSecond)} req/s)`
            : `not measured: in every round the servers' core was busy under ${SATURATED * 100} % or the load generator's over ${GENERATOR_SPARE * 100} %, so the load generator, not the servers, set the pace`,
        details: [
          `rounds: ${result.rounds.map(roundText).join(", ")}`,
          ...(result.leftOutRounds.length > 0
            ? [
                `left out, the load generator setting the pace: ${result.leftOutRounds.map(roundText).join(", ")}`,
              ]
            : []),
          `log: LOG_LEVEL=${serverEnv.LOG_LEVEL}, one access line per request, to ${logFile}`,
          result.placement,
        ],
      });
    });
  }

  // The session the investments figure signed in with; the dashboard figures open the page with it.
  let accessToken: string | undefined;
  if (selected("investments-list")) {
    const investmentsName = `${endpointName(investmentEndpoints.list)} p95, 1,000 investments, PGlite`;
    // Unsigned on purpose: an older server without the list answers 404, this one 401.
    const investments = await fetch(
      new URL(investmentEndpoints.list.path, server.baseUrl),
    );
    if (investments.status === 404) {
      record(
        notMeasured(
          investmentsName,
          `≤ ${INVESTMENTS_P95_MS} ms`,
          `not measured: this server has no ${investmentEndpoints.list.path}`,
        ),
      );
    } else {
      await measure(investmentsName, `≤ ${INVESTMENTS_P95_MS} ms`, async () => {
        const latency = await investmentsListLatency(
          server!.baseUrl,
          smtp.mailbox,
          ADMIN_EMAIL,
        );
        accessToken = latency.accessToken;
        return atMost(Number(latency.p95Ms.toFixed(1)), INVESTMENTS_P95_MS, {
          name: investmentsName,
          unit: "ms",
          measured: `${latency.p95Ms.toFixed(1)} ms (median ${latency.medianMs.toFixed(1)}, ${latency.requests} requests)`,
        });
      });
    }
  }

  const dashboardPaths = inEachLanguage("dashboard-lighthouse", ["/dashboard"]);
  if (dashboardPaths.length > 0) {
    // The dashboard as a person with 50 investments sees it after signing in: the admin (signed
    // in by the figure above) invites them, and their browser holds the session as the web app
    // leaves it. The one person opens it in each language.
    const dashboardNote = `, signed in, ${DASHBOARD_INVESTMENTS} investments`;
    const unmeasured = (figure: (name: string) => Figure) => {
      for (const path of dashboardPaths)
        record(figure(lighthouseName(path, dashboardNote)));
    };
    if (!accessToken) {
      unmeasured((name) =>
        notMeasured(
          name,
          `≥ ${LIGHTHOUSE_MIN}`,
          "not measured (no signed-in admin to invite a person)",
        ),
      );
    } else {
      const storage = await invitedPortfolio(
        server.baseUrl,
        smtp.mailbox,
        accessToken,
        {
          email: "bench-investor@example.com",
          count: DASHBOARD_INVESTMENTS,
          localAddress: "127.0.0.2",
        },
      )
        .then((token) => signedInStorage(server!.baseUrl, token))
        .catch((error: unknown) => {
          unmeasured((name) => broken(name, `≥ ${LIGHTHOUSE_MIN}`, error));
          return undefined;
        });
      for (const path of storage ? dashboardPaths : [])
        await lighthouseFigure(path, storage, dashboardNote);
    }
  }

  for (const viewport of selected("dashboard-render")
    ? [DESKTOP, MOBILE]
    : []) {
    const name = `dashboard with 1,000 investments, cards and first rows painted, ${viewport.name}`;
    const budget = `≤ ${viewport.budgetMs} ms`;
    if (!accessToken) {
      record(
        notMeasured(name, budget, "not measured (no signed-in portfolio)"),
      );
      continue;
    }
    const token = accessToken;
    await measure(name, budget, async () => {
      const render = await dashboardRender(server!.baseUrl, token, viewport);
      const ms = (value: number | null) =>
        value === null ? "—" : `${Math.round(value)} ms`;
      const timeline = (run: RenderRun) =>
        `profile answered ${ms(run.profileAnsweredMs)}, list answered ${ms(run.listAnsweredMs)}, summary and first rows in the DOM ${ms(run.inDomMs)}, painted ${ms(run.paintedMs)}`;
      return atMost(Math.round(render.medianMs), viewport.budgetMs, {
        name,
        unit: "ms",
        measured: `${Math.round(render.medianMs)} ms median, worst ${Math.round(render.worstMs)} (${render.runs.length} runs)`,
        details: [
          `navigation start → the summary cards show the totals of all ${render.investments.toLocaleString("en-US")} investments and the first ${render.firstRows} rows (cards on a phone) are there, painted`,
          ...render.runs.map(
            (run, index) => `run ${index + 1}: ${timeline(run)}`,
          ),
          `first visit, empty HTTP cache (not counted): ${timeline(render.firstVisit)}`,
        ],
      });
    });
  }

  if (selected("import")) {
    const previewName = `${endpointName(investmentEndpoints.import)}?dry_run=true, 1,000 rows, PGlite`;
    const importName = `${endpointName(investmentEndpoints.import)}, 1,000 rows in one transaction, PGlite`;
    if (!accessToken) {
      for (const [name, limit] of [
        [previewName, IMPORT_PREVIEW_MS],
        [importName, IMPORT_WRITE_MS],
      ] as const)
        record(
          notMeasured(
            name,
            `< ${limit} ms`,
            "not measured (no signed-in admin to invite a person)",
          ),
        );
    } else {
      const adminToken = accessToken;
      let timed: Awaited<ReturnType<typeof importTime>> | undefined;
      await measure(previewName, `< ${IMPORT_PREVIEW_MS} ms`, async () => {
        timed = await importTime(server!.baseUrl, smtp.mailbox, adminToken);
        return atMost(
          Number(timed.previewMedianMs.toFixed(0)),
          IMPORT_PREVIEW_MS,
          {
            name: previewName,
            unit: "ms",
            measured: `${timed.previewMedianMs.toFixed(0)} ms (median of ${timed.previews}, nothing written)`,
          },
        );
      });
      if (timed)
        record(
          atMost(Number(timed.importMs.toFixed(0)), IMPORT_WRITE_MS, {
            name: importName,
            unit: "ms",
            measured: `${timed.importMs.toFixed(0)} ms (one request, ${timed.rows} investments written)`,
          }),
        );
      else
        record(
          notMeasured(
            importName,
            `< ${IMPORT_WRITE_MS} ms`,
            "not measured (the preview failed)",
          ),
        );
    }
  }

  if (selected("send-otp")) {
    const sendOtpName = "send-otp median, invited vs uninvited, real SMTP";
    await measure(sendOtpName, "≤ 20 % apart", async () => {
      const timing = await sendOtpTiming(
        server!.baseUrl,
        smtp.mailbox,
        ADMIN_EMAIL,
        accessToken,
      );
      return atMost(Math.round(timing.gap * 100), 20, {
        name: sendOtpName,
        unit: "%",
        measured: `${timing.invitedMedianMs.toFixed(1)} vs ${timing.uninvitedMedianMs.toFixed(1)} ms, ${Math.round(timing.gap * 100)} % apart (${timing.requestsEach} requests each)`,
      });
    });
  }

  if (selected("slider")) {
    const sliderName =
      "slider moved on /sip → new figures painted, 4× CPU slowdown";
    await measure(sliderName, "≤ 50 ms", async () => {
      const latency = await sliderLatency(server!.baseUrl);
      return atMost(Number(latency.medianMs.toFixed(1)), 50, {
        name: sliderName,
        unit: "ms",
        measured: `${latency.medianMs.toFixed(1)} ms median, worst ${latency.worstMs.toFixed(1)} (${latency.moves} moves, 390 px)`,
      });
    });
  }

  if (selected("schedule")) {
    const scheduleName = "30-year schedule with monthly extra payment";
    await measure(scheduleName, `≤ ${SCHEDULE_MS} ms`, () => {
      const timing = amortizationTime();
      return atMost(Number(timing.medianMs.toFixed(3)), SCHEDULE_MS, {
        name: scheduleName,
        unit: "ms",
        measured: `${timing.medianMs.toFixed(3)} ms (median of ${timing.iterations})`,
      });
    });
  }

  await server.stop();
  server = undefined;

  if (selected("cold-start")) {
    const coldName = `cold start, existing PGlite dir → 200 on ${healthEndpoints.health.path}`;
    const hasDatabase = existsSync(dataDir) && readdirSync(dataDir).length > 0;
    if (!hasDatabase) {
      record(
        notMeasured(
          coldName,
          `≤ ${COLD_START_S} s`,
          "not measured yet (no PGlite data yet)",
        ),
      );
    } else {
      await measure(coldName, `≤ ${COLD_START_S} s`, async () => {
        // The first start above created and migrated the data directory; these only open it. One
        // start is a single sample of a busy machine, so the median of a few counts.
        const starts: number[] = [];
        for (let start = 0; start < COLD_STARTS; start += 1) {
          const coldStart = await startKoshServer({
            dataDir,
            logFile,
            env: serverEnv,
          });
          await coldStart.stop();
          starts.push(coldStart.startupMs / 1000);
        }
        const seconds = median(starts);
        return atMost(Number(seconds.toFixed(2)), COLD_START_S, {
          name: coldName,
          unit: "s",
          measured: `${seconds.toFixed(2)} s (median of ${starts.map((value) => value.toFixed(2)).join(", ")})`,
        });
      });
    }
  }

  const resultsFile = new URL("./results/latest.json", import.meta.url);
  await writeResults(
    resultsFile,
    deterministic ? "deterministic" : "full",
    figures,
  );
  // INFO and NOT MEASURED figures are reported, never counted as failures.
  const overBudget = figures.filter(isFailure).length;
  const informationalCount = figures.filter(
    (figure) => figure.status === "INFO",
  ).length;
  console.log(
    `\n${overBudget === 0 ? "All measured figures are within budget." : `${overBudget} figure(s) over budget.`}${informationalCount > 0 ? ` ${informationalCount} informational figure(s) without a budget.` : ""}`,
  );
  console.log(`Results: bench/results/latest.json`);
  if (overBudget > 0) exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await server?.stop();
  await smtp.close();
  await rm(workDir, { recursive: true, force: true });
}
process.exit(exitCode);
