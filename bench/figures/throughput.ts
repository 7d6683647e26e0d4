import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { freePort } from "../../e2e/setup/free-port.ts";

export interface ThroughputComparison {
  koshRequestsPerSecond: number;
  helloRequestsPerSecond: number;
  ratio: number;
  /** The same POST on a bare Fastify, for context: the ratio a route with nothing of Kosh's would get. */
  barePostRequestsPerSecond: number;
  barePostRatio: number;
}

const CONNECTIONS = 10;
const SECONDS = 5;
const ROUNDS = 2;

const SIP_BODY = JSON.stringify({
  monthlyInvestment: 5000,
  expectedReturn: 12,
  timePeriod: 10,
});

/**
 * `POST /api/calculate/sip` on the running Kosh server against `GET /` of a bare Fastify, same
 * load, run alternately so that noise from other processes falls on both alike.
 */
export async function throughputAgainstHelloWorld(
  koshBaseUrl: string,
): Promise<ThroughputComparison> {
  const hello = await startBaseline("hello-world.ts");
  const barePost = await startBaseline("bare-post.ts");
  try {
    const koshRequest = {
      url: `${koshBaseUrl}/api/calculate/sip`,
      method: "POST" as const,
      headers: { "content-type": "application/json" },
      body: SIP_BODY,
    };
    const helloRequest = { url: hello.url, method: "GET" as const };
    const barePostRequest = {
      ...koshRequest,
      url: `${barePost.url}api/calculate/sip`,
    };
    // Warm-up: JIT and connection pools, not counted.
    await load(koshRequest, 1);
    await load(helloRequest, 1);
    await load(barePostRequest, 1);
    const kosh: number[] = [];
    const bare: number[] = [];
    const post: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      bare.push(await load(helloRequest, SECONDS));
      kosh.push(await load(koshRequest, SECONDS));
      post.push(await load(barePostRequest, SECONDS));
    }
    const koshRequestsPerSecond = mean(kosh);
    const helloRequestsPerSecond = mean(bare);
    const barePostRequestsPerSecond = mean(post);
    return {
      koshRequestsPerSecond,
      helloRequestsPerSecond,
      ratio: koshRequestsPerSecond / helloRequestsPerSecond,
      barePostRequestsPerSecond,
      barePostRatio: barePostRequestsPerSecond / helloRequestsPerSecond,
    };
  } finally {
    await hello.stop();
    await barePost.stop();
  }
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

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** One of the baseline servers of bench/servers/, in its own process. */
async function startBaseline(name: string): Promise<{
  url: string;
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
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
