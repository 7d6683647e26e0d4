// `npm run reliability:timing`: whether POST /api/auth/send-otp tells an invited address from a
// disabled or uninvited one by time, measured in-process on PGlite with the console mail
// transport; writes docs/reliability/send-otp-timing.json. Takes well under a minute.
import { createWriteStream, existsSync, readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config.ts";
import { consoleMailer } from "../../apps/server/src/mail/console-mailer.ts";
import { setRoleAndAccess } from "../../apps/server/src/modules/users/users.repo.ts";
import { inviteUser } from "../../apps/server/src/modules/users/users.service.ts";
import { createTestDatabase } from "../../apps/server/test/test-database.ts";
import { authEndpoints } from "@kosh/core/api/auth";
import { endpointRequest } from "@kosh/core/api/endpoint-call";
import { measuredCode } from "@kosh/testing/measured-code";
import { median } from "../median.ts";
import type { CheckRow } from "./integrity-check.ts";
import {
  reliabilityDir,
  type ReliabilityFile,
  writeReliabilityFile,
} from "./reliability-file.ts";

const ROUNDS = Number(process.env.TIMING_ROUNDS ?? 320);
/** Rounds before the counted ones, so the first compilations and caches fall outside. */
const WARM_UP = 20;
/** How far apart the kinds' medians may be (docs/architecture.md#performance-budgets: 20 %). */
const BUDGET = 0.2;
const KINDS = ["invited", "disabled", "uninvited"] as const;
type Kind = (typeof KINDS)[number];

/** The code measured, as the file records it; the table names runs by its short form. */
const { commit, uncommittedChanges } = measuredCode();

const database = await createTestDatabase();
// The console transport as in development, its boxes thrown away instead of filling the terminal.
const sink = createWriteStream("/dev/null");
const app = await buildApp({
  config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
  db: database.db,
  mailer: consoleMailer({ write: (text) => sink.write(text) }),
});
// Listening starts the mail worker's own schedule, as in the real server.
await app.listen({ port: 0, host: "127.0.0.1" });

const run = Date.now().toString(36);
let sequence = 0;
const next = () => (sequence += 1);
const address = (kind: Kind, round: number) =>
  `timing-${kind}-${run}-${round}@example.com`;
const uniqueIp = () => {
  const n = next();
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

const total = ROUNDS + WARM_UP;
for (let round = 0; round < total; round += 1) {
  const now = new Date();
  await inviteUser(database.db, {
    email: address("invited", round),
    role: "user",
    now,
  });
  const { user } = await inviteUser(database.db, {
    email: address("disabled", round),
    role: "user",
    now,
  });
  await database.db.transaction((tx) =>
    setRoleAndAccess(tx, user.id, { role: "user", disabledAt: now, now }),
  );
}

async function sendOtp(email: string): Promise<number> {
  const started = performance.now();
  const { method, url, body } = endpointRequest(authEndpoints.sendOtp, {
    body: { email },
  });
  const answer = await app.inject({
    method,
    url,
    payload: body as object,
    remoteAddress: uniqueIp(),
  });
  const ms = performance.now() - started;
  if (answer.statusCode !== 200)
    throw new Error(
      `send-otp for ${email}: ${answer.statusCode} ${answer.body}`,
    );
  return ms;
}

const answers = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
const after = new Map<Kind, number[]>(KINDS.map((kind) => [kind, []]));
const started = performance.now();
for (let round = 0; round < total; round += 1) {
  // Each round asks for all three kinds, starting with a different one each time.
  for (let step = 0; step < KINDS.length; step += 1) {
    const kind = KINDS[(round + step) % KINDS.length]!;
    const answerMs = await sendOtp(address(kind, round));
    // The probe's next request, for an address nobody invited, sent the moment the answer is in.
    const afterMs = await sendOtp(`timing-next-${run}-${next()}@example.com`);
    if (round >= WARM_UP) {
      answers.get(kind)!.push(answerMs);
      after.get(kind)!.push(afterMs);
    }
    // Whatever the worker does for this request is over before the next kind is asked.
    await app.mailQueue.drain();
    await sleep(2);
  }
}
const seconds = (performance.now() - started) / 1000;
await app.close();
await database.close();
sink.end();

/** How often the best single threshold on one time tells invited from uninvited (50 % is chance). */
function guessRate(invited: number[], other: number[]): number {
  const all = [
    ...invited.map((ms) => ({ ms, invited: true })),
    ...other.map((ms) => ({ ms, invited: false })),
  ].sort((a, b) => a.ms - b.ms);
  let best = 0;
  // Threshold after position i: at or below says one kind, above says the other, either way round.
  let invitedBelow = 0;
  let otherBelow = 0;
  for (const sample of all) {
    if (sample.invited) invitedBelow += 1;
    else otherBelow += 1;
    const right = (otherBelow + (invited.length - invitedBelow)) / all.length;
    best = Math.max(best, right, 1 - right);
  }
  return best;
}

/** One run's figures, kept in the file so the next run on another commit can show them beside its own. */
interface TimingRun {
  commit: string;
  /** Medians in ms, invited, disabled, uninvited. */
  answer: number[];
  after: number[];
  /** How often one time told invited from uninvited, 0-1. */
  guessAnswer: number;
  guessAfter: number;
}
interface TimingFile extends ReliabilityFile {
  run: TimingRun;
  /** The latest run on an earlier commit (e.g. before a fix), shown beside this one. */
  previous?: TimingRun;
}

const label = `${commit?.slice(0, 7) ?? "unknown commit"}${uncommittedChanges ? " + uncommitted changes" : ""}`;
const medians = (times: Map<Kind, number[]>) =>
  KINDS.map((kind) => Number(median(times.get(kind)!).toFixed(2)));
const guess = (times: Map<Kind, number[]>) =>
  guessRate(times.get("invited")!, times.get("uninvited")!);
const thisRun: TimingRun = {
  commit: label,
  answer: medians(answers),
  after: medians(after),
  guessAnswer: guess(answers),
  guessAfter: guess(after),
};
const file = `${reliabilityDir}send-otp-timing.json`;
const earlier = existsSync(file)
  ? (JSON.parse(readFileSync(file, "utf8")) as Partial<TimingFile>)
  : {};
const previous =
  earlier.run && earlier.run.commit !== label ? earlier.run : earlier.previous;

const ms = (value: number) => `${value.toFixed(2)} ms`;
const percent = (value: number) => `${Math.round(value * 100)} %`;
const spread = (values: number[]) =>
  (Math.max(...values) - Math.min(...values)) / Math.min(...values);
const tableRows = (run: TimingRun, when: string) => [
  [
    `the answer (${when}, ${run.commit})`,
    ...run.answer.map(ms),
    percent(run.guessAnswer),
  ],
  [
    `the request right after it (${when}, ${run.commit})`,
    ...run.after.map(ms),
    percent(run.guessAfter),
  ],
];

const rows: CheckRow[] = (
  [
    ["the answer", thisRun.answer, thisRun.guessAnswer],
    ["a request right after it", thisRun.after, thisRun.guessAfter],
  ] as const
).map(([what, values, guessed]) => ({
  check: `send-otp: ${what} takes as long for an invited address as for a disabled or uninvited one (medians within ${percent(BUDGET)})`,
  result: `medians ${values.map(ms).join(", ")} (invited, disabled, uninvited), ${percent(spread([...values]))} apart; one time tells invited from uninvited ${percent(guessed)} of the time (50 % is chance); commit ${label}`,
  passed: spread([...values]) <= BUDGET,
}));

const timing: TimingFile = {
  title: "Sign-in: send-otp timing by kind of address",
  generatedAt: new Date().toISOString(),
  summary: `${ROUNDS} rounds after ${WARM_UP} of warm-up, each asking once for an invited, a disabled and an uninvited address in turn (each address and client IP used once), and after each answer at once for a further uninvited address: the probe's next request. In-process (app.inject) on PGlite with the console mail transport, the mail worker on its own schedule as in the server; ${seconds.toFixed(1)} s.${previous ? " The latest run on an earlier commit is shown beside this one." : ""}`,
  table: {
    caption:
      "Medians by kind of address, and how often one time tells invited from uninvited (50 % is chance)",
    columns: ["", ...KINDS, "told apart"],
    rows: [
      ...tableRows(thisRun, "this run"),
      ...(previous ? tableRows(previous, "earlier") : []),
    ],
  },
  rows,
  run: thisRun,
  ...(previous ? { previous } : {}),
};
const path = await writeReliabilityFile("send-otp-timing", timing);
console.log(`Wrote ${path}`);
for (const row of rows)
  console.log(`${row.passed ? "ok " : "NOT"} ${row.result}`);
