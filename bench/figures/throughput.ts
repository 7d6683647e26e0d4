import { execFileSync, spawn } from "node:child_process";
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
  /** Each round's ratio, in order. */
  rounds: number[];
  /** Kosh against the bare hello-world, for information (the budget's comparison until issue 33). */
  helloRatio: number;
  /** How the servers shared the machine, for the figure's details. */
  placement: string;
}

const CONNECTIONS = 10;
const SECONDS = 3;
const ROUNDS = 5;
const HELLO_ROUNDS = 3;

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

    const kosh = await rounds(barePostRequest, koshRequest, ROUNDS);
    const againstHello = await rounds(helloRequest, koshRequest, HELLO_ROUNDS);
    return {
      ratio: median(kosh.ratios),
      koshRequestsPerSecond: median(kosh.rates),
      barePostRequestsPerSecond: median(kosh.baselineRates),
      rounds: kosh.ratios,
      helloRatio: median(againstHello.ratios),
      placement: placement.description,
    };
  } finally {
    placement.restore();
    await hello.stop();
    await barePost.stop();
  }
}

/** `count` rounds of a baseline and `request` side by side: each round's rates and ratio. */
async function rounds(
  baselineRequest: autocannon.Options,
  request: autocannon.Options,
  count: number,
): Promise<{ ratios: number[]; rates: number[]; baselineRates: number[] }> {
  const result = {
    ratios: [] as number[],
    rates: [] as number[],
    baselineRates: [] as number[],
  };
  for (let round = 0; round < count; round += 1) {
    const [baselineRate, rate] = await sideBySide(
      baselineRequest,
      request,
      SECONDS,
    );
    result.baselineRates.push(baselineRate);
    result.rates.push(rate);
    result.ratios.push(rate / baselineRate);
  }
  return result;
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

/**
 * Puts the servers (every thread) on the last CPU core and this process, the load generator, on
 * the others, with `taskset` (util-linux). Without it, or on one core, everything shares all
 * cores: the ratio still compares the two servers at the same moments, but the load generator's
 * share of the CPU then weighs on it too.
 */
function shareOneCore(serverPids: number[]): {
  description: string;
  restore(): void;
} {
  const cores = availableParallelism();
  const unpinned = (why: string) => ({
    description: `servers and load generator share all ${cores} cores (${why})`,
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
