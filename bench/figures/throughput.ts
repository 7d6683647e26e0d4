import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { calculateEndpoints } from "@kosh/core/api/calculate";
import { freePort } from "@kosh/testing/free-port";
import { median } from "../median.ts";

export interface ThroughputComparison {
  /** Median over the rounds of Kosh's requests per second ÷ the bare Fastify POST's, loaded together. */
  ratio: number;
  koshRequestsPerSecond: number;
  barePostRequestsPerSecond: number;
  /** Each counted round, in order. */
  rounds: Round[];
  /**
   * The rounds left out because the load generator, not the servers, set their pace (issue 33):
   * the servers' core was idle for part of them, or the load generator's had no time to spare.
   */
  leftOutRounds: Round[];
  /** Kosh against the bare hello-world, for information (the budget's comparison until issue 33). */
  helloRatio: number;
  /** How the servers shared the machine, for the figure's details. */
  placement: string;
}

/** A round's ratio, and how busy each side's cores were (undefined where not known). */
export interface Round {
  ratio: number;
  /** The servers' core's busy share. */
  busy: number | undefined;
  /** The load generator's cores' busy share. */
  generatorBusy: number | undefined;
}

/**
 * Connections to each server. With 10, on 2026-12-02's AMD machine, the servers' core was 83-89 %
 * busy in every round of one run in three while the load generator's was 69-76 %: requests in
 * flight, not either side's CPU, set the pace. With 25 it was 93-99 % busy in every round of five
 * runs, and two identical bare servers still read 0.97-0.99 (docs/bench-log.md).
 */
const CONNECTIONS = 25;
const SECONDS = 3;
const ROUNDS = 5;
const HELLO_ROUNDS = 3;
/**
 * A round counts only if the servers' core was busy at least this share of it. Starved, the
 * servers wait for requests and both answer what they are sent: evening runs on a loaded machine
 * read 0.95-1.63 that way, against 0.43 quiet (docs/bench-log.md).
 */
export const SATURATED = 0.9;
/**
 * A round counts only if the load generator's cores were busy less than this share of it. Busier,
 * it sends each server what it can write and read, not what each server can answer, and the two
 * rates draw together: the ratio then measures the load generator (its one thread drives both).
 * On 2026-12-02's AMD machine its core was 59-80 % busy in counted rounds (docs/bench-log.md).
 */
export const GENERATOR_SPARE = 0.95;

const SIP_BODY = JSON.stringify({
  monthlyInvestment: 5000,
  expectedReturn: 12,
  timePeriod: 10,
});

/**
 * The throughput budget (docs/architecture.md#performance-budgets): `POST /api/calculate/sip` on
 * Kosh against the same POST on a bare Fastify (bench/servers/bare-post.ts), side by side. Both
 * servers take load at the same time, sharing one CPU core, while autocannon runs on the others.
 * Each then gets the same CPU time at the same moments, so the ratio of their answers is the ratio
 * of their cost per request, and a slow spell of the machine falls on both alike (two identical
 * bare servers read 1.00 ± 0.03 this way). Against the hello-world the ratio measured the load
 * generator as much as Kosh (decision 0026); it is kept as information.
 */
export async function throughputAgainstBarePost(
  koshBaseUrl: string,
  koshPid: number,
): Promise<ThroughputComparison> {
  const hello = await startBaseline("hello-world.ts");
  const barePost = await startBaseline("bare-post.ts");
  const placement = shareOneCore([koshPid, hello.pid, barePost.pid]);
  try {
    const koshRequest: autocannon.Options = {
      url: new URL(calculateEndpoints.sip.path, koshBaseUrl).href,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: SIP_BODY,
    };
    const helloRequest: autocannon.Options = { url: hello.url, method: "GET" };
    const barePostRequest = {
      ...koshRequest,
      url: new URL(calculateEndpoints.sip.path, barePost.url).href,
    };
    // Warm-up: JIT and connection pools, not counted.
    await sideBySide(barePostRequest, koshRequest, 1);
    await sideBySide(helloRequest, koshRequest, 1);

    const kosh = await rounds(barePostRequest, koshRequest, ROUNDS, placement);
    const againstHello = await rounds(
      helloRequest,
      koshRequest,
      HELLO_ROUNDS,
      placement,
    );
    return {
      // No round counted: NaN, which no budget passes.
      ratio: medianOrNaN(kosh.counted.map((round) => round.ratio)),
      koshRequestsPerSecond: medianOrNaN(kosh.rates),
      barePostRequestsPerSecond: medianOrNaN(kosh.baselineRates),
      rounds: kosh.counted,
      leftOutRounds: kosh.leftOut,
      helloRatio: medianOrNaN(againstHello.counted.map((round) => round.ratio)),
      placement: placement.description,
    };
  } finally {
    placement.restore();
    await hello.stop();
    await barePost.stop();
  }
}

/** A round as the figure's details print it: "0.93 (servers' core 97 %, load generator's 68 %)". */
export function roundText(round: Round): string {
  const percent = (share: number | undefined) =>
    share === undefined ? "unknown" : `${Math.round(share * 100)} %`;
  return `${round.ratio.toFixed(2)} (servers' core ${percent(round.busy)}, load generator's ${percent(round.generatorBusy)})`;
}

function medianOrNaN(values: number[]): number {
  return values.length > 0 ? median(values) : Number.NaN;
}

/**
 * `count` rounds of a baseline and `request` side by side: each counted round's rates and ratio,
 * and the rounds left out (when the servers have a core of their own) because the servers' core
 * was not saturated or the load generator's had no time to spare.
 */
async function rounds(
  baselineRequest: autocannon.Options,
  request: autocannon.Options,
  count: number,
  placement: Pick<Placement, "serverCore" | "generatorCores">,
): Promise<{
  counted: Round[];
  rates: number[];
  baselineRates: number[];
  leftOut: Round[];
}> {
  const result = {
    counted: [] as Round[],
    rates: [] as number[],
    baselineRates: [] as number[],
    leftOut: [] as Round[],
  };
  const { serverCore, generatorCores } = placement;
  for (let round = 0; round < count; round += 1) {
    const busySince =
      serverCore === undefined ? undefined : coresBusySince([serverCore]);
    const generatorSince = coresBusySince(generatorCores);
    const [baselineRate, rate] = await sideBySide(
      baselineRequest,
      request,
      SECONDS,
    );
    const measured: Round = {
      ratio: rate / baselineRate,
      busy: busySince?.(),
      generatorBusy: generatorSince(),
    };
    if (
      measured.busy !== undefined &&
      !setByServers(measured.busy, measured.generatorBusy)
    ) {
      result.leftOut.push(measured);
      continue;
    }
    result.baselineRates.push(baselineRate);
    result.rates.push(rate);
    result.counted.push(measured);
  }
  return result;
}

/**
 * Whether the servers set a round's pace: their core saturated, and the load generator's cores
 * (when known) with time to spare.
 */
export function setByServers(
  busy: number,
  generatorBusy: number | undefined,
): boolean {
  return (
    busy >= SATURATED &&
    (generatorBusy === undefined || generatorBusy < GENERATOR_SPARE)
  );
}

/**
 * The share of the time from now to the returned function's call that CPU cores `cores` were
 * busy together (Linux's /proc/stat: all but idle and iowait); undefined where /proc/stat cannot
 * be read or names none of them.
 */
export function coresBusySince(
  cores: readonly number[],
  readStat: () => string = () => readFileSync("/proc/stat", "utf8"),
): () => number | undefined {
  const times = () => {
    try {
      const stat = readStat();
      const each = cores.map((core) => coreTimes(stat, core));
      if (each.length === 0 || each.some((entry) => entry === undefined))
        return undefined;
      return {
        total: each.reduce((sum, entry) => sum + entry!.total, 0),
        idle: each.reduce((sum, entry) => sum + entry!.idle, 0),
      };
    } catch {
      return undefined;
    }
  };
  const before = times();
  return () => {
    const after = times();
    if (!before || !after) return undefined;
    const total = after.total - before.total;
    return total > 0 ? 1 - (after.idle - before.idle) / total : undefined;
  };
}

/** Core `core`'s total and idle (idle + iowait) jiffies from the text of /proc/stat. */
export function coreTimes(
  stat: string,
  core: number,
): { total: number; idle: number } | undefined {
  const line = stat
    .split("\n")
    .find((entry) => entry.startsWith(`cpu${core} `));
  if (!line) return undefined;
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  if (fields.length < 5 || fields.some((value) => !Number.isFinite(value)))
    return undefined;
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { total, idle: fields[3]! + fields[4]! };
}

/** Requests per second of `a` and `b`, loaded at the same time. */
async function sideBySide(
  a: autocannon.Options,
  b: autocannon.Options,
  seconds: number,
): Promise<[number, number]> {
  const [first, second] = await Promise.all([
    load(a, seconds),
    load(b, seconds),
  ]);
  return [first, second];
}

async function load(
  request: autocannon.Options,
  seconds: number,
): Promise<number> {
  const result = await autocannon({
    ...request,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${request.url}: ${result.errors} errors and ${result.non2xx} non-2xx answers under load`,
    );
  }
  return result.requests.average;
}

/** Where the servers and the load generator run. */
interface Placement {
  description: string;
  /** The core the servers have to themselves; undefined when they share all cores. */
  serverCore?: number;
  /** The cores the load generator has to itself; none when everything shares all cores. */
  generatorCores: number[];
  restore(): void;
}

/**
 * Puts the servers (every thread) on the last CPU core and this process, the load generator, on
 * the others, with `taskset` (util-linux). Without it, or on one core, everything shares all
 * cores: the ratio still compares the two servers at the same moments, but the load generator's
 * share of the CPU then weighs on it too.
 */
function shareOneCore(serverPids: number[]): Placement {
  const cores = availableParallelism();
  const unpinned = (why: string): Placement => ({
    description: `servers and load generator share all ${cores} cores (${why})`,
    generatorCores: [],
    restore: () => {},
  });
  if (cores < 2) return unpinned("one core only");
  const everyCore = `0-${cores - 1}`;
  const serverCore = String(cores - 1);
  const clientCores = cores === 2 ? "0" : `0-${cores - 2}`;
  try {
    for (const pid of serverPids) taskset(serverCore, pid);
    taskset(clientCores, process.pid);
  } catch (error) {
    return unpinned(
      `taskset failed: ${(error as Error).message.split("\n")[0]}`,
    );
  }
  return {
    description: `both servers on core ${serverCore}, autocannon on core ${clientCores}`,
    serverCore: cores - 1,
    generatorCores: Array.from({ length: cores - 1 }, (_, core) => core),
    restore: () => {
      for (const pid of [...serverPids, process.pid]) {
        try {
          taskset(everyCore, pid);
        } catch {
          // A baseline server that has already stopped.
        }
      }
    },
  };
}

function taskset(cores: string, pid: number): void {
  execFileSync(
    "taskset",
    ["--all-tasks", "--cpu-list", "--pid", cores, String(pid)],
    {
      stdio: "ignore",
    },
  );
}

/** One of the baseline servers of bench/servers/, in its own process. */
async function startBaseline(name: string): Promise<{
  url: string;
  pid: number;
  stop(): Promise<void>;
}> {
  const port = await freePort();
  const script = fileURLToPath(new URL(`../servers/${name}`, import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => resolve()),
  );
  const url = `http://127.0.0.1:${port}/`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      // Any answer (bare-post has no GET route) means it is listening.
      await fetch(url);
      break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The baseline server ${name} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
